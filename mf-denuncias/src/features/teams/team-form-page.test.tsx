import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockedHttp, renderRoutes } from '@sisacte/ui/test';
import { TeamFormPage } from './team-form-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get, create, delete: del } = mockedHttp();

const team = { id: 7, nome: 'Equipe Norte', cor: '#1e90ff', status: 1, operacoes: 1, created_at: '2026-11-20T12:00:00.000Z', membros: [{ id: 11, nome: 'Ana' }, { id: 12, nome: 'Carlos' }] };

const renderAt = (path: string) =>
  renderRoutes(path, { '/admin/equipes/novo': <TeamFormPage />, '/admin/equipes/edit/:id': <TeamFormPage />, '/admin/equipes/list': <p>lista</p> });

beforeEach(() => jest.clearAllMocks());

it('creates a team with its name, colour and the members typed (empty lines left out)', async () => {
  create.mockResolvedValue({ ...team, id: 8 });
  renderAt('/admin/equipes/novo');
  fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Equipe Sul' } });
  fireEvent.change(screen.getByLabelText('Nome do membro 1'), { target: { value: 'Bia' } });
  fireEvent.click(screen.getByRole('button', { name: /Adicionar membro/ }));
  fireEvent.click(screen.getByRole('button', { name: /Adicionar membro/ }));
  fireEvent.change(screen.getByLabelText('Nome do membro 2'), { target: { value: 'Edu' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(create).toHaveBeenCalled());
  expect(create.mock.calls[0]![1]).toEqual({ nome: 'Equipe Sul', cor: '#1351b4', status: 1, membros: [{ nome: 'Bia' }, { nome: 'Edu' }] });
  expect(await screen.findByText('lista', {}, { timeout: 5000 })).toBeInTheDocument();
});

it('refuses an empty name without calling the server', async () => {
  renderAt('/admin/equipes/novo');
  fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

it('deletes a saved member on the server only after confirmation, and keeps the others with their ids', async () => {
  get.mockResolvedValue(team);
  del.mockResolvedValue({ ...team, membros: [team.membros[0]] });
  create.mockResolvedValue(team);
  renderAt('/admin/equipes/edit/7');
  expect(await screen.findByDisplayValue('Carlos')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remover membro 2' }));
  expect((await screen.findAllByText('Excluir o membro Carlos?')).length).toBeGreaterThan(0);
  expect(del).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/api/membros/12'));
  await waitFor(() => expect(screen.queryByDisplayValue('Carlos')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(create).toHaveBeenCalled());
  expect(create.mock.calls[0]![1]).toEqual({ id: 7, nome: 'Equipe Norte', cor: '#1e90ff', status: 1, membros: [{ id: 11, nome: 'Ana' }] });
});
