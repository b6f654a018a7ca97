import { describeRouteRoles } from '@sisacte/ui/test';
import { menu } from './menu';
import { routes } from './routes';

describeRouteRoles(menu, routes);
