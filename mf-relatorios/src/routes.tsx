import type { RemoteRoute } from '@sisacte/ui';

/**
 * Route table of mf-relatorios (its paths live under its prefixes, REMOTE_ROUTE_PREFIXES in
 * packages/contracts). No screen is built yet, so every path under its prefixes is unknown
 * and goes to '/'.
 */
export const routes: RemoteRoute[] = [];
