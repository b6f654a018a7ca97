import { RemoteRoutes, createRemoteLifecycles } from '@sisacte/ui';
import { routes } from './routes';

/** single-spa lifecycles of mf-autodiagnostico (exposed as 'mf-autodiagnostico/app'; MF exposes need a default export). */
const lifecycles = createRemoteLifecycles('mf-autodiagnostico', () => <RemoteRoutes remote="mf-autodiagnostico" routes={routes} />);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
