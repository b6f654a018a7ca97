import { RemoteRoutes, createRemoteLifecycles } from '@sisacte/ui';
import { routes } from './routes';

/** single-spa lifecycles of mf-acolhimento (exposed as 'mf-acolhimento/app'; MF exposes need a default export). */
const lifecycles = createRemoteLifecycles('mf-acolhimento', () => <RemoteRoutes remote="mf-acolhimento" routes={routes} />);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
