import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRAIL_API, type TrailEntry, type TrailSubjectType } from '@sisacte/contracts/audit/trail';
import { makePage } from '@sisacte/contracts/common/page';
import { button, httpAnswering, renderAt } from '../test';
import { AccessTab } from './access-tab';

jest.setTimeout(120_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());

const entry = (tipo: TrailSubjectType, id: number): TrailEntry => ({
  id: 31,
  em: '2026-03-02T15:04:05.000Z',
  usuario: { id: 2, name: 'Ana Admin' },
  acao: 'read',
  registro: { tipo, id },
  titular: { tipo, id },
  rota: 'GET /api/x/:id',
  detalhes: null,
});
const http = httpAnswering({
  [TRAIL_API.list]: (q: { titular_tipo: TrailSubjectType; titular_id: number }) => makePage([entry(q.titular_tipo, q.titular_id)], 1, 0, 20),
  [TRAIL_API.users]: [{ id: 2, name: 'Ana Admin', ativo: true }],
});

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

it.each([
  ['pessoa', 7, 'Cadastro nº 7', /deste cadastro e dos seus registros/],
  ['denuncia', 4, 'Denúncia nº 4', /desta denúncia e dos seus arquivos/],
] as const)("a %s's tab: the entry number, no 'Titular' (the record itself), the same columns in the same order", async (type, id, record, says) => {
  renderAt(<AccessTab subject={{ type, id }} />, '/registro?tab=acessos');
  expect(await screen.findByText(record)).toBeInTheDocument();
  expect(headers()).toEqual(['Entrada', 'Data e hora', 'Usuário', 'Ação', 'Registro', 'Rota', 'Detalhes']);
  expect(screen.getByText('31')).toBeInTheDocument();
  expect(screen.getByText(says)).toBeInTheDocument();
  expect(http.get).toHaveBeenCalledWith(TRAIL_API.list, { titular_tipo: type, titular_id: id, page: 0, size: 20 });
});

it('filters by period and exports the same filter; Limpar asks for the whole record again', async () => {
  renderAt(<AccessTab subject={{ type: 'denuncia', id: 4 }} />, '/admin/denuncias/profile/4?tab=acessos');
  await screen.findByText('Denúncia nº 4');
  for (const [label, date] of [['De', '01/03/2026'], ['Até', '31/03/2026']] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: date } });
    fireEvent.blur(screen.getByLabelText(label));
  }
  fireEvent.click(button('Buscar'));
  const period = { titular_tipo: 'denuncia', titular_id: 4, data_ini: '2026-03-01', data_fim: '2026-03-31' };
  await waitFor(() => expect(http.get).toHaveBeenLastCalledWith(TRAIL_API.list, { ...period, page: 0, size: 20 }));
  fireEvent.click(button('Exportar XLSX'));
  await waitFor(() => expect(http.saveFile).toHaveBeenCalledWith(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', period));

  fireEvent.click(button('Limpar'));
  await waitFor(() => expect(http.get).toHaveBeenLastCalledWith(TRAIL_API.list, { titular_tipo: 'denuncia', titular_id: 4, page: 0, size: 20 }));
  expect(screen.getByLabelText('De')).toHaveValue('');
});
