import { screen } from '@testing-library/react';
import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { describeFormPage, fill, httpAnswering } from '@sisacte/ui/test';
import { VolunteerFormPage } from './volunteer-form-page';

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

describeFormPage({
  page: <VolunteerFormPage />,
  // the create screen is spelled 'valuntarios'
  routes: { create: '/admin/valuntarios/cadastrar', edit: ['/admin/voluntarios/2', '/admin/voluntarios/:volunteer_id'], list: '/admin/voluntarios' },
  http: httpAnswering({ '/api/volunteers/2': volunteer }),
  saved: volunteer,
  create: {
    checks: [{ enter: () => fill('E-mail', 'helena@'), says: ['Nome é obrigatório', 'E-mail inválido'] }],
    enter: () => {
      fill('Nome', 'Helena Souza');
      fill('E-mail', 'helena@exemplo.org');
      fill('Habilidades', 'Aulas de português');
    },
    done: 'Voluntário Cadastrado!',
    sent: ['/api/volunteer', { name: 'Helena Souza', phone: '', email: 'helena@exemplo.org', skills: 'Aulas de português', availability: '' }],
  },
  refusal: { enter: () => fill('Nome', 'Helena'), message: 'Nome deve ter no máximo 150 caracteres', kept: ['Nome', 'Helena'] },
  edit: {
    shows: async () => expect(await screen.findByLabelText('Disponibilidade')).toHaveValue('Sábados de manhã'),
    enter: () => fill('Telefone', '(11) 90000-0000'),
    sent: ['/api/volunteer', { id: 2, name: 'Helena Souza', phone: '(11) 90000-0000', email: '', skills: 'Aulas de português', availability: 'Sábados de manhã' }],
  },
});
