/**
 * The one list of modules shared between the shell and every remote, as singletons.
 * Declared here and nowhere else. Nothing is eager: every entry starts with an async
 * import('./bootstrap'), and shareStrategy 'loaded-first' means a remote that is down
 * never blocks start-up.
 */
const singletons = [
  'react',
  'react/',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'dayjs',
  'zustand',
  'single-spa',
];

/** Runtime packages of the workspace (packages/*), shared so that one session store and one bus exist. */
const workspacePackages = [
  '@sisacte/contracts',
  '@sisacte/event-bus',
  '@sisacte/auth',
  '@sisacte/api-client',
  '@sisacte/ui',
];

export function sharedConfig() {
  const shared = {};
  for (const name of singletons) shared[name] = { singleton: true };
  for (const name of workspacePackages) shared[name] = { singleton: true, requiredVersion: false };
  return shared;
}

export const SHARED_SINGLETONS = [...singletons, ...workspacePackages];
