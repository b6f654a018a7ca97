import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { answerGets, button, mockedHttp, renderAt, saveThenExpect, where } from '@sisacte/ui/test';
import { VolunteerFormPage } from './volunteer-form-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get, create, put } = mockedHttp();

const volunteer: Volunteer = {
  id: 2,
  name: 'Helena Souza',
  phone: '(11) 98888-7777',
  email: null,
  skills: 'Aulas de português',
  availability: 'Sábados de manhã',
  author: { id: 1, name: 'Administrador' },
  created_at: '2026-03-02T10:00:00.000Z',
};

beforeEach(() => {
  for (const m of [get, create, put]) m.mockReset();
  answerGets(get, {
    '/api/volunteers/2': volunteer,
  });
});

describe('new volunteer (/admin/valuntarios/cadastrar)', () => {
  it('needs a name and a valid e-mail; then "Voluntário Cadastrado!" and the list', async () => {
    create.mockResolvedValue(volunteer);
    renderAt(<VolunteerFormPage />, '/admin/valuntarios/cadastrar', '/admin/valuntarios/cadastrar');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'helena@' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Helena Souza' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'helena@exemplo.org' } });
    fireEvent.change(screen.getByLabelText('Habilidades'), { target: { value: 'Aulas de português' } });
    await saveThenExpect('Voluntário Cadastrado!', '/admin/voluntarios');
    expect(create).toHaveBeenCalledWith('/api/volunteer', { name: 'Helena Souza', phone: '', email: 'helena@exemplo.org', skills: 'Aulas de português', availability: '' });
  });

  it("a refusal shows the server's message and keeps the form", async () => {
    create.mockRejectedValue(new ApiError('x', 400, ['Nome deve ter no máximo 150 caracteres']));
    renderAt(<VolunteerFormPage />, '/admin/valuntarios/cadastrar', '/admin/valuntarios/cadastrar');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Helena' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Nome deve ter no máximo 150 caracteres', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(where()).toBe('/admin/valuntarios/cadastrar');
  });
});

describe('edit (/admin/voluntarios/{id})', () => {
  it('shows the volunteer and saves with the id: "Dados atualizados!"', async () => {
    put.mockResolvedValue(volunteer);
    renderAt(<VolunteerFormPage />, '/admin/voluntarios/2', '/admin/voluntarios/:volunteer_id');
    expect(await screen.findByLabelText('Disponibilidade')).toHaveValue('Sábados de manhã');
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '(11) 90000-0000' } });
    await saveThenExpect('Dados atualizados!', '/admin/voluntarios');
    expect(put).toHaveBeenCalledWith('/api/volunteer', { id: 2, name: 'Helena Souza', phone: '(11) 90000-0000', email: '', skills: 'Aulas de português', availability: 'Sábados de manhã' });
  });
});
