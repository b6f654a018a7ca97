import type { RemoteRoute } from '@sisacte/ui';

/**
 * Route table of mf-denuncias (paths of SPEC §2.1 under its prefixes, see REMOTE_ROUTE_PREFIXES in
 * packages/contracts). No screen is built yet, so every path under its prefixes is unknown
 * and goes to '/'.
 */
export const routes: RemoteRoute[] = [];
