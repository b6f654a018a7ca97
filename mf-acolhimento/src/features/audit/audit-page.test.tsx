import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRAIL_API, type ChainCheck, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { makePage } from '@sisacte/contracts/common/page';
import { button, chooseOption, httpAnswering, renderAt, where } from '@sisacte/ui/test';
import { AuditPage } from './audit-page';

jest.setTimeout(120_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const entries: TrailEntry[] = [
  {
    id: 12,
    em: '2026-03-02T15:04:05.000Z',
    usuario: { id: 3, name: 'Sônia Abrigo' },
    acao: 'export',
    registro: { tipo: 'pessoa', id: null },
    titular: null,
    rota: 'GET /api/welcomeds/report-xlsx',
    detalhes: { formato: 'xlsx', name: '(omitido)' },
  },
  { id: 11, em: '2026-03-02T15:00:00.000Z', usuario: { id: 3, name: 'Sônia Abrigo' }, acao: 'read', registro: { tipo: 'estadia', id: 40 }, titular: { tipo: 'pessoa', id: 7 }, rota: 'GET /api/stays/:id', detalhes: null },
  { id: 10, em: '2026-03-01T09:00:00.000Z', usuario: null, acao: 'anonymise', registro: { tipo: 'denuncia', id: 5 }, titular: { tipo: 'denuncia', id: 5 }, rota: null, detalhes: { motivo: 'retenção', prazo_dias: 1825 } },
];
const http = httpAnswering({
  [TRAIL_API.list]: () => makePage(entries, 3, 0, 20),
  [TRAIL_API.users]: [
    { id: 3, name: 'Sônia Abrigo', ativo: true },
    { id: 4, name: 'Caio Antigo', ativo: false },
  ],
});

const broken: ChainCheck = {
  integra: false,
  verificadas: 4,
  ultima: { id: 12, em: '2026-03-02T15:04:05.000Z', hash: 'a'.repeat(64) },
  quebra: { id: 6, em: '2026-03-01T10:00:00.000Z', problema: 'removida', faltando: { de: 5, ate: 5 }, mensagem: 'Elo quebrado na entrada 6 (01/03/2026 07:00): a entrada 5 foi removida.' },
  verificada_em: '2026-03-03T12:00:00.000Z',
};

it('lists the whole trail newest first: who, what, which record and whose, the route, the details with identifying values withheld', async () => {
  renderAt(<AuditPage />, '/admin/configuracoes/auditoria');
  expect(await screen.findByText('GET /api/welcomeds/report-xlsx')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
  expect(screen.getByText('Exportação')).toBeInTheDocument();
  expect(screen.getByText('formato: xlsx; name: (omitido)')).toBeInTheDocument();
  expect(screen.getByText('Estadia nº 40')).toBeInTheDocument();
  expect(screen.getByText('Cadastro nº 7')).toBeInTheDocument();
  expect(screen.getByText('Sistema')).toBeInTheDocument();
  expect(screen.getByText('motivo: retenção; prazo (dias): 1825')).toBeInTheDocument();
  expect(http.get).toHaveBeenCalledWith(TRAIL_API.list, { page: 0, size: 20 });
});

it('filters by user, record type and action (kept in the address) and exports the same filter as XLSX', async () => {
  renderAt(<AuditPage />, '/admin/configuracoes/auditoria');
  await screen.findByText('GET /api/welcomeds/report-xlsx');
  fireEvent.click(screen.getByText('Filtros'));
  await chooseOption('Usuário', 'Caio Antigo (desativado)');
  await chooseOption('Tipo de registro', 'Estadia');
  await chooseOption('Ação', 'Leitura');
  fireEvent.click(button('Buscar'));
  await waitFor(() => expect(http.get).toHaveBeenLastCalledWith(TRAIL_API.list, { usuario: '4', tipo: 'estadia', acao: 'read', page: 0, size: 20 }));
  expect(where()).toContain('usuario=4');
  fireEvent.click(button('Exportar XLSX'));
  await waitFor(() => expect(http.saveFile).toHaveBeenCalledWith(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', { usuario: '4', tipo: 'estadia', acao: 'read' }));
});

it("'Verificar' checks the chain and names the first broken link; an intact chain says so", async () => {
  http.post.mockResolvedValueOnce(broken);
  renderAt(<AuditPage />, '/admin/configuracoes/auditoria');
  expect(await screen.findByText('Ainda não verificada nesta visita.')).toBeInTheDocument();
  fireEvent.click(button('Verificar'));
  expect(await screen.findByText(/Elo quebrado na entrada 6, de/)).toBeInTheDocument();
  expect(screen.getByText('Elo quebrado na entrada 6 (01/03/2026 07:00): a entrada 5 foi removida.')).toBeInTheDocument();
  expect(http.post).toHaveBeenCalledWith(TRAIL_API.verify);

  http.post.mockResolvedValueOnce({ ...broken, integra: true, verificadas: 12, quebra: null });
  fireEvent.click(button('Verificar'));
  expect(await screen.findByText('Trilha íntegra')).toBeInTheDocument();
  expect(screen.getByText(/12 entradas verificadas: nenhuma removida ou alterada/)).toBeInTheDocument();
  // The head checked, to be written down outside the system.
  expect(screen.getByText(`12:${'a'.repeat(64)}`)).toBeInTheDocument();
});
