import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { currentYearInBrazil, PAINEL_API } from '@sisacte/contracts/painel/painel';
import { mockedHttp, renderAt, signIn } from '@sisacte/ui/test';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();
// the chart library draws on a canvas, which jsdom has not: a stand-in that lists its points
jest.mock('../../shared/charts', () => {
  const points = ({ data }: { data: { x: string; y: number }[] }) => <ul>{data.map((d) => <li key={`${d.x}${JSON.stringify(d)}`}>{`${d.x}: ${d.y}`}</li>)}</ul>;
  return { ColumnChart: points, BarChart: points, PieChart: points };
});
jest.mock('@svg-maps/brazil', () => jest.requireActual<typeof import('../../shared/test/brazil-map')>('../../shared/test/brazil-map').brazilMapModule());
const year = currentYearInBrazil();

const months = (n: number) => ({ ano: year, meses: Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, quantidade: i === 0 ? n : 0 })) });
const counts = { cadastrados: 0, acolhidos: 0, pernoites: 0, refeicoes: 0, encaminhamentos: 0, monitoramentos: 0 };

function answer(path: string) {
  switch (path) {
    case PAINEL_API.cadastradosMes:
    case PAINEL_API.acolhidosMes:
    case PAINEL_API.encaminhamentosMes:
      return months(3);
    case PAINEL_API.atendimentos:
      return {
        ano: year,
        meses: Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, ...counts, ...(i === 0 ? { pernoites: 1234, refeicoes: 3702 } : {}) })),
        total: { ...counts, pernoites: 1234, refeicoes: 3702 },
      };
    case PAINEL_API.denunciasStatus:
      return { ano: year, itens: [] };
    case PAINEL_API.denunciasUf:
      return { ano: year, itens: [{ rotulo: 'SP', quantidade: 4 }] };
    case PAINEL_API.operacoes:
      return { ano: year, registradas: false, mensagem: 'As operações ainda não são registradas no sistema: não há números para mostrar.', total: null, porStatus: [] };
    default:
      return { ano: year, itens: [{ rotulo: 'Feminino', quantidade: 2 }] };
  }
}

function renderAs(roles: string[]) {
  signIn(roles, { token: 'x', username: 'u', name: 'U' });
  return renderAt(<DashboardPage />);
}

const calledPaths = () => get.mock.calls.map(([path]) => path as string);
const SHELTER = [PAINEL_API.cadastradosMes, PAINEL_API.acolhidosMes, PAINEL_API.sexo, PAINEL_API.atendimentos, PAINEL_API.encaminhamentosMes, PAINEL_API.encaminhamentosTipo];
const COMPLAINTS = [PAINEL_API.denunciasUf, PAINEL_API.denunciasStatus, PAINEL_API.denunciasScore, PAINEL_API.operacoes];

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => answer(path));
});

describe('DashboardPage (/admin/painel)', () => {
  it('shows an Acolhimento holder the four shelter panels of the current year, and asks nothing of the complaint section', async () => {
    renderAs([ROLES.ACOLHIMENTO]);
    expect(await screen.findByText('Cadastrados e acolhidos')).toBeInTheDocument();
    expect(screen.getByText('Perfil dos cadastrados: Sexo')).toBeInTheDocument();
    expect(screen.getByText('Atendimentos por mês')).toBeInTheDocument();
    expect(screen.getByText('Encaminhamentos')).toBeInTheDocument();
    expect(screen.queryByText('Denúncias e fiscalização')).toBeNull();
    await waitFor(() => expect(calledPaths()).toEqual(expect.arrayContaining(SHELTER)));
    for (const path of COMPLAINTS) expect(calledPaths()).not.toContain(path);
    expect(get).toHaveBeenCalledWith(PAINEL_API.atendimentos, { ano: year });
    // the service table comes first, in pt-BR numbers, with its total row
    expect(await screen.findAllByText('1.234')).toHaveLength(2);
    expect(screen.getAllByText('3.702')).toHaveLength(2);
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('shows a Denuncias holder only the complaint section, with the empty state and the operations notice', async () => {
    renderAs([ROLES.DENUNCIAS]);
    expect(await screen.findByText('Denúncias e fiscalização')).toBeInTheDocument();
    expect(screen.queryByText('Cadastrados e acolhidos')).toBeNull();
    expect(await screen.findByText(`Nenhum dado em ${year}`)).toBeInTheDocument();
    expect(await screen.findByText(/As operações ainda não são registradas/)).toBeInTheDocument();
    for (const path of SHELTER) expect(calledPaths()).not.toContain(path);
    // complaints by state on the map of Brazil, and as a table
    expect(await screen.findByRole('img', { name: /^Mapa do Brasil com as denúncias de \d{4} por UF: 4 denúncias; mais denúncias em SP \(4\); 26 UFs sem denúncias/ })).toBeInTheDocument();
    const statesCard = screen.getByRole('region', { name: 'Denúncias por UF' });
    fireEvent.click(within(statesCard).getByRole('button', { name: 'Ver tabela' }));
    expect(within(statesCard).getByRole('row', { name: 'SP São Paulo 4' })).toBeInTheDocument();
  });

  it("tells a user without any of the dashboard's roles 'Acesso negado', calling nothing", async () => {
    renderAs([ROLES.RELATORIOS]);
    expect(await screen.findByText('Acesso negado')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
