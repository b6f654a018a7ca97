import { screen } from '@testing-library/react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { describeRouteRoles, mockedHttp, renderAt, signIn } from '@sisacte/ui/test';
import { WELCOMED_READERS } from './features/welcomed/welcomed-access';
import { menu } from './menu';
import { routes } from './routes';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

// The people list and a person's screen serve two roles: their routes are open and the screens check the roles.
const READER_SCREENS: string[] = [SCREENS.welcomed.list, SCREENS.welcomed.edit];

describeRouteRoles(
  menu.filter((entry) => !READER_SCREENS.includes(entry.path)),
  routes.filter((route) => !READER_SCREENS.includes(route.path)),
);

describe('the people list and a person screen', () => {
  const cadastros = menu.find((entry) => entry.path === SCREENS.welcomed.list)!;
  const routeAt = (path: string) => routes.find((route) => route.path === path)!;

  it('show in the sidebar to the same roles as the screens and the server accept (Acolhimento, the data-protection officer)', () => {
    expect([cadastros.role, ...(cadastros.anyOf ?? [])]).toEqual([...WELCOMED_READERS]);
    expect(routeAt(SCREENS.welcomed.create).role).toBe(ROLES.ACOLHIMENTO);
  });

  it.each(READER_SCREENS)('%s says Acesso negado to a user with neither role, asking nothing of the API', (path) => {
    const http = mockedHttp();
    http.reset();
    signIn([ROLES.DENUNCIAS]);
    renderAt(<>{routeAt(path).element}</>, path.replace(':welcomed_id', '7'), path);
    expect(screen.getByText('Acesso negado')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
});
