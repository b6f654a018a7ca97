import { RemoteRoutes, createRemoteLifecycles } from '@sisacte/ui';
import { routes } from './routes';

/** single-spa lifecycles of mf-relatorios (exposed as 'mf-relatorios/app'; MF exposes need a default export). */
const lifecycles = createRemoteLifecycles('mf-relatorios', () => <RemoteRoutes remote="mf-relatorios" routes={routes} />);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
