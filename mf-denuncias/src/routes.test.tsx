import { isPublicPath } from '@sisacte/contracts/shell/remotes';
import { menu } from './menu';
import { routes } from './routes';

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
