import { RemoteRoutes, createRemoteLifecycles } from '@sisacte/ui';
import { routes } from './routes';

/** single-spa lifecycles of mf-painel (exposed as 'mf-painel/app'; MF exposes need a default export). */
const lifecycles = createRemoteLifecycles('mf-painel', () => <RemoteRoutes remote="mf-painel" routes={routes} />);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
