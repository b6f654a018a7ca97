import { RemoteRoutes, createRemoteLifecycles } from '@sisacte/ui';
import { routes } from './routes';

/** single-spa lifecycles of mf-denuncias (exposed as 'mf-denuncias/app'; MF exposes need a default export). */
const lifecycles = createRemoteLifecycles('mf-denuncias', () => <RemoteRoutes remote="mf-denuncias" routes={routes} />);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
