/**
 * The one list of modules shared between the shell and every remote. Declared here and nowhere else.
 *
 * Shared, as singletons: only what holds state or must exist once on the page — React and its
 * renderer (one hooks dispatcher), antd's style cache (@ant-design/cssinjs), dayjs (locale is global),
 * zustand, single-spa, and the workspace packages that hold the session, the bus and the HTTP client.
 * A remote gets the copy loaded first (normally the shell's), so these must change compatibly.
 *
 * Not shared, so bundled into each remote (and the shell) as built: everything else, in particular
 * `@sisacte/contracts` (schemas, API paths), `@sisacte/ui` (components: each remote mounts its own React
 * root with its own providers; its only module state is a lookup cache), `antd`, `@ant-design/icons` and
 * React Router. A remote released alone therefore always runs the contracts and components it was built
 * and tested with. React Router keeps its state in React context: each app runs its own router in its own
 * React root on the one browser history (single-spa re-dispatches history changes), so nothing needs one copy.
 * antd keeps its state in React context, per root (each remote mounts its own providers), and its style
 * cache in the shared @ant-design/cssinjs; a shared module cannot be tree-shaken (any consumer may use any
 * export), so sharing antd meant loading all of it (1.35 MB) on every visit, while each app bundles only the
 * components it uses. Icons are imported one by one (`@ant-design/icons/PlusOutlined`).
 *
 * Nothing is eager: every entry starts with an async import('./bootstrap'), and shareStrategy
 * 'loaded-first' (index.js) means a remote that is down never blocks start-up.
 */
const singletons = [
  'react',
  'react/',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  '@ant-design/cssinjs',
  'dayjs',
  'zustand',
  'single-spa',
];

/**
 * Stateful runtime packages of the workspace (packages/*): one session store, one bus, one HTTP client.
 * They are never published, so their version (0.1.0) says nothing: requiredVersion is off and they must
 * stay backward compatible (add, never change or remove) because a remote runs the shell's copy.
 */
const statefulWorkspacePackages = ['@sisacte/event-bus', '@sisacte/auth', '@sisacte/api-client'];

/**
 * Stateless packages that must NOT be shared: a shared copy (loaded first, by the shell) would silently
 * replace the one a remote was built against. Checked by shared.test.ts.
 */
export const BUNDLED_PER_REMOTE = ['@sisacte/contracts', '@sisacte/ui', 'antd', '@ant-design/icons', 'react-router', 'react-router-dom'];

export function sharedConfig() {
  const shared = {};
  for (const name of singletons) shared[name] = { singleton: true };
  for (const name of statefulWorkspacePackages) shared[name] = { singleton: true, requiredVersion: false };
  return shared;
}

export const SHARED_SINGLETONS = [...singletons, ...statefulWorkspacePackages];
