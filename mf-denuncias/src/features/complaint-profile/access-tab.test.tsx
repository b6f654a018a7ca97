import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRAIL_API, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { makePage } from '@sisacte/contracts/common/page';
import { button, chooseOption, httpAnswering, renderAt } from '@sisacte/ui/test';
import { AccessTab } from './access-tab';

jest.setTimeout(120_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const entries: TrailEntry[] = [
  { id: 9, em: '2026-03-02T15:04:05.000Z', usuario: { id: 2, name: 'Davi Denúncias' }, acao: 'download', registro: { tipo: 'arquivo', id: 31 }, titular: { tipo: 'denuncia', id: 4 }, rota: 'GET /api/download-file/:filename', detalhes: { entidade: 'denuncia', registro: 4 } },
  { id: 8, em: '2026-03-02T15:00:00.000Z', usuario: { id: 2, name: 'Davi Denúncias' }, acao: 'read', registro: { tipo: 'denuncia', id: 4 }, titular: { tipo: 'denuncia', id: 4 }, rota: 'GET /api/denuncias/:id', detalhes: null },
];
const http = httpAnswering({
  [TRAIL_API.list]: () => makePage(entries, 2, 0, 20),
  [TRAIL_API.users]: [{ id: 2, name: 'Davi Denúncias', ativo: true }],
});

it("lists the complaint's accesses (its files' downloads too), filters them by user and period, and exports them", async () => {
  renderAt(<AccessTab complaintId={4} />, '/admin/denuncias/profile/4?tab=acessos');
  expect(await screen.findByText('Arquivo nº 31')).toBeInTheDocument();
  expect(screen.getByText('Download de arquivo')).toBeInTheDocument();
  expect(screen.getByText('Denúncia nº 4')).toBeInTheDocument();
  // The same columns as a person's tab: the entry's number, no 'Titular' (the complaint itself).
  expect(screen.getByRole('columnheader', { name: 'Entrada' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Titular' })).not.toBeInTheDocument();
  expect(http.get).toHaveBeenCalledWith(TRAIL_API.list, { titular_tipo: 'denuncia', titular_id: 4, page: 0, size: 20 });

  await chooseOption('Usuário', 'Davi Denúncias');
  fireEvent.change(screen.getByLabelText('De'), { target: { value: '01/03/2026' } });
  fireEvent.click(button('Buscar'));
  await waitFor(() => expect(http.get).toHaveBeenLastCalledWith(TRAIL_API.list, expect.objectContaining({ titular_tipo: 'denuncia', titular_id: 4, usuario: '2' })));
  fireEvent.click(button('Exportar XLSX'));
  await waitFor(() => expect(http.saveFile).toHaveBeenCalledWith(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', expect.objectContaining({ titular_tipo: 'denuncia', titular_id: 4, usuario: '2' })));
});
