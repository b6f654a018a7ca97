import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRAIL_API, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { makePage } from '@sisacte/contracts/common/page';
import { button, chooseOption, httpAnswering, renderAt } from '@sisacte/ui/test';
import { AccessTab } from './access-tab';

jest.setTimeout(120_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const entry = (id: number, acao: TrailEntry['acao'], name: string): TrailEntry => ({
  id,
  em: '2026-03-02T15:04:05.000Z',
  usuario: { id, name },
  acao,
  registro: { tipo: 'pessoa', id: 7 },
  titular: { tipo: 'pessoa', id: 7 },
  rota: 'GET /api/welcomeds/:id',
  detalhes: null,
});
const http = httpAnswering({
  [TRAIL_API.list]: (q: { usuario?: string }) => (q.usuario ? makePage([], 0, 0, 20) : makePage([entry(2, 'read', 'Sônia Abrigo'), entry(1, 'create', 'Caio Cadastro')], 2, 0, 20)),
  [TRAIL_API.users]: [{ id: 2, name: 'Sônia Abrigo', ativo: true }],
});

it("shows the person's accesses newest first, filters them by user and exports them", async () => {
  renderAt(<AccessTab subject={{ type: 'pessoa', id: 7 }} />, '/admin/cadastros/7?tab=access');
  expect(await screen.findByText('Sônia Abrigo')).toBeInTheDocument();
  const rows = [...document.querySelectorAll('tr.ant-table-row')].map((r) => r.textContent);
  expect(rows[0]).toContain('Leitura');
  expect(rows[1]).toContain('Inclusão');
  expect(http.get).toHaveBeenCalledWith(TRAIL_API.list, { titular_tipo: 'pessoa', titular_id: 7, page: 0, size: 20 });

  await chooseOption('Usuário', 'Sônia Abrigo');
  fireEvent.click(button('Buscar'));
  expect(await screen.findByText('Nenhum acesso encontrado com esses filtros')).toBeInTheDocument();
  expect(http.get).toHaveBeenLastCalledWith(TRAIL_API.list, { usuario: '2', titular_tipo: 'pessoa', titular_id: 7, page: 0, size: 20 });
  fireEvent.click(button('Exportar XLSX'));
  await waitFor(() => expect(http.saveFile).toHaveBeenCalledWith(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', { usuario: '2', titular_tipo: 'pessoa', titular_id: 7 }));
});
