import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { button, fill, httpAnswering, renderAt, saveThenExpect, saveThenRefused } from '@sisacte/ui/test';
import { VolunteerFormPage } from './volunteer-form-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

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

const { create, put } = httpAnswering({ '/api/volunteers/2': volunteer });

describe('new volunteer (/admin/valuntarios/cadastrar)', () => {
  it('needs a name and a valid e-mail; then "Voluntário Cadastrado!" and the list', async () => {
    create.mockResolvedValue(volunteer);
    renderAt(<VolunteerFormPage />, '/admin/valuntarios/cadastrar', '/admin/valuntarios/cadastrar');
    fill('E-mail', 'helena@');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fill('Nome', 'Helena Souza');
    fill('E-mail', 'helena@exemplo.org');
    fill('Habilidades', 'Aulas de português');
    await saveThenExpect('Voluntário Cadastrado!', '/admin/voluntarios', {
      sent: [create, '/api/volunteer', { name: 'Helena Souza', phone: '', email: 'helena@exemplo.org', skills: 'Aulas de português', availability: '' }],
    });
  });

  it("a refusal shows the server's message and keeps the form", async () => {
    create.mockRejectedValue(new ApiError('x', 400, ['Nome deve ter no máximo 150 caracteres']));
    renderAt(<VolunteerFormPage />, '/admin/valuntarios/cadastrar', '/admin/valuntarios/cadastrar');
    fill('Nome', 'Helena');
    await saveThenRefused('Nome deve ter no máximo 150 caracteres');
  });
});

describe('edit (/admin/voluntarios/{id})', () => {
  it('shows the volunteer and saves with the id: "Dados atualizados!"', async () => {
    put.mockResolvedValue(volunteer);
    renderAt(<VolunteerFormPage />, '/admin/voluntarios/2', '/admin/voluntarios/:volunteer_id');
    expect(await screen.findByLabelText('Disponibilidade')).toHaveValue('Sábados de manhã');
    fill('Telefone', '(11) 90000-0000');
    await saveThenExpect('Dados atualizados!', '/admin/voluntarios', {
      sent: [put, '/api/volunteer', { id: 2, name: 'Helena Souza', phone: '(11) 90000-0000', email: '', skills: 'Aulas de português', availability: 'Sábados de manhã' }],
    });
  });
});
