import { screen, waitFor } from '@testing-library/react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { ComplaintScope } from '@sisacte/contracts/denuncias/complaint-scope';
import { answerGets, mockedHttp, renderAt, signIn } from '@sisacte/ui/test';
import { ComplaintListPage } from './complaint-list-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();
// OpenLayers draws on a canvas jsdom has not.
jest.mock('@sisacte/ui/map', () => ({ PointsMap: () => null, AreaFilterMap: () => null }));

const scopeAsked = () => get.mock.calls.filter(([path]) => path === '/api/denuncias/escopo').length;

function answer(scope: ComplaintScope) {
  get.mockReset();
  answerGets(get, {
    '/api/denuncias': makePage([], 0, 0, 20),
    '/api/denuncias/pontos': { points: [], truncated: false },
    '/api/denuncias/escopo': scope,
  });
}

describe('the complaint list says whose complaints the user sees', () => {
  it("a user of some organizations: 'Você vê as denúncias das organizações: …' above the (here empty) list", async () => {
    signIn([ROLES.DENUNCIAS]);
    answer({ todas: false, organizacoes: [{ id: 4, nome: 'Ministério Público do Trabalho', sigla: 'MPT' }, { id: 7, nome: 'Polícia Federal', sigla: null }] });
    renderAt(<ComplaintListPage />, '/admin/denuncias');
    expect(await screen.findByText('Você vê as denúncias das organizações: Ministério Público do Trabalho (MPT), Polícia Federal.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma denúncia registrada')).toBeInTheDocument();
    expect(scopeAsked()).toBe(1);
  });

  it('a user with no organization: told to ask an administrator, on the archived list too', async () => {
    signIn([ROLES.DENUNCIAS]);
    answer({ todas: false, organizacoes: [] });
    renderAt(<ComplaintListPage />, '/admin/denuncias-arquivadas');
    expect(await screen.findByText('Nenhuma organização atribuída ao seu usuário: peça a um administrador.')).toBeInTheDocument();
    expect(screen.getByTestId('complaint-scope')).toHaveClass('ant-alert-warning');
  });

  it("users with 'ver todas' (and administrators) see nothing extra, and the scope is not even asked", async () => {
    for (const roles of [[ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS], [ROLES.ADMIN]]) {
      signIn(roles);
      answer({ todas: true, organizacoes: [] });
      const { unmount } = renderAt(<ComplaintListPage />, '/admin/denuncias');
      await waitFor(() => expect(get).toHaveBeenCalledWith('/api/denuncias', expect.anything()));
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.queryByTestId('complaint-scope')).toBeNull();
      expect(scopeAsked()).toBe(0);
      unmount();
    }
  });
});
