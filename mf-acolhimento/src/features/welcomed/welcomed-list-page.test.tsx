import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type WelcomedListItem, WELCOMED_API } from '@sisacte/contracts/acolhimento/welcomed';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { button, httpAnswering, renderAt, signIn, where } from '@sisacte/ui/test';
import { WelcomedListPage } from './welcomed-list-page';

// role queries are slow on antd's large DOM in jsdom: labels, texts and selectors instead.
jest.setTimeout(180_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const row = (id: number, name: string, status: WelcomedListItem['status'] = 'active') =>
  ({ id, name, status, gender: 'Feminino', birthdate: null, age: null, nacionality: { id: 2, nome_pt: 'Venezuela' }, cpf: null, rg: null, monitors: 0, date_of_register: '2026-01-10T12:00:00.000Z', author: null }) as unknown as WelcomedListItem;

const http = httpAnswering({
  [WELCOMED_API.list]: (q: { name?: string }) =>
    q.name ? makePage([row(7, 'Ana Pérez')], 1, 0, 20) : makePage([row(7, 'Ana Pérez'), row(8, 'Bruno Lima')], 2, 0, 20),
  '/api/list-users': [],
  '/api/function/list': [],
  '/api/forwarding-types-list': [],
});

const openList = () => renderAt(<WelcomedListPage />, SCREENS.welcomed.list, SCREENS.welcomed.list);
const askedPaths = () => http.get.mock.calls.map(([path]) => path as string);

it('shows the data-protection officer without Acolhimento the rows with Abrir only, found by name, asking only for the list', async () => {
  signIn([ROLES.ENCARREGADO_DADOS]);
  openList();
  expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
  expect(screen.getByLabelText('Abrir Ana Pérez')).toBeInTheDocument();
  for (const absent of ['Novo cadastro', 'Pesquisar Cadastro', 'Relatório PDF', 'Exportar XLSX']) expect(screen.queryByText(absent)).toBeNull();
  for (const absent of ['Editar Ana Pérez', 'Excluir Ana Pérez', 'Monitoramentos de Ana Pérez']) expect(screen.queryByLabelText(absent)).toBeNull();

  fireEvent.click(screen.getByText('Filtros'));
  fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'ana' } });
  fireEvent.click(button('Buscar'));
  await waitFor(() => expect(screen.queryByText('Bruno Lima')).toBeNull());
  expect(http.get).toHaveBeenLastCalledWith(WELCOMED_API.list, expect.objectContaining({ name: 'ana', status: 'active' }));

  fireEvent.click(screen.getByLabelText('Abrir Ana Pérez'));
  expect(where()).toBe('/admin/cadastros/7');
  expect(new Set(askedPaths())).toEqual(new Set([WELCOMED_API.list]));
});

it('shows a case worker the list as before: new, edit, delete, the record search and the exports', async () => {
  signIn([ROLES.ACOLHIMENTO]);
  openList();
  expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
  for (const present of ['Novo cadastro', 'Pesquisar Cadastro', 'Relatório PDF', 'Exportar XLSX']) expect(screen.getByText(present)).toBeInTheDocument();
  for (const present of ['Editar Ana Pérez', 'Excluir Ana Pérez', 'Monitoramentos de Ana Pérez']) expect(screen.getByLabelText(present)).toBeInTheDocument();
  expect(screen.queryByLabelText('Abrir Ana Pérez')).toBeNull();
  await waitFor(() => expect(askedPaths()).toContain('/api/function/list'));
});
