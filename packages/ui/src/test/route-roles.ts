import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { isPublicPath } from '@sisacte/contracts/shell/remotes';
import type { RemoteRoute } from '../remote-routes';

/** A remote's menu and route table agree on roles: every menu entry opens a route needing its role, and every screen names one. */
export function describeRouteRoles(menu: readonly MenuEntry[], routes: readonly RemoteRoute[]) {
  describe('route roles', () => {
    it('each menu entry opens a route that needs the same role as the entry (or a public one)', () => {
      for (const entry of menu) {
        const route = routes.find((r) => r.path === entry.path);
        expect(route).toBeDefined();
        expect(isPublicPath(entry.path) ? null : entry.role).toBe(route!.role);
      }
    });

    it('every screen names its role; only the public paths need none', () => {
      for (const route of routes) {
        if (isPublicPath(route.path)) expect(route.role).toBeNull();
        else expect(route.role).toMatch(/^role\.api\.SisActe\./);
      }
    });
  });
}
