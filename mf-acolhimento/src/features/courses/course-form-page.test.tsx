import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { button, fill, httpAnswering, renderAt, saveThenExpect, saveThenRefused } from '@sisacte/ui/test';
import { CourseFormPage } from './course-form-page';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const course: Course = {
  id: 4,
  name: 'Português para estrangeiros',
  description: null,
  dateIni: '2026-04-01',
  dateEnd: '2026-06-30',
  participants: 1,
  author: { id: 1, name: 'Administrador' },
  created_at: '2026-03-02T10:00:00.000Z',
};
const enrolment = {
  id: 9,
  welcomed: { id: 5, name: 'Ana Pérez', cpf: '52998224725', status: 'active' },
  course: { id: 4 },
  status: 'Matriculado',
  author: null,
  created_at: '2026-03-05T10:00:00.000Z',
};

const { get, create, put } = httpAnswering({
  '/api/courses/4': course,
  '/api/welcomed-courses': { content: [enrolment], number: 0, size: 100, totalElements: 1, totalPages: 1, first: true, last: true },
});

describe('new course (/admin/cursos/cadastrar)', () => {
  it('needs a name and an end not before the start (checked in the form); then "Curso Cadastrado!" and the list', async () => {
    create.mockResolvedValue(course);
    renderAt(<CourseFormPage />, '/admin/cursos/cadastrar', '/admin/cursos/cadastrar');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Nome do curso é obrigatório')).toBeInTheDocument();

    fill('Nome do curso', 'Português para estrangeiros');
    fill('Data de término', '30/03/2026');
    fill('Data de início', '01/04/2026');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('A data de término não pode ser anterior à data de início')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fill('Data de término', '30/06/2026');
    await saveThenExpect('Curso Cadastrado!', '/admin/cursos', {
      sent: [create, '/api/course', { name: 'Português para estrangeiros', description: '', dateIni: '2026-04-01', dateEnd: '2026-06-30' }],
    });
  });

  it("a refusal shows the server's message and keeps the form", async () => {
    create.mockRejectedValue(new ApiError('x', 400, ['dateEnd: A data de término não pode ser anterior à data de início']));
    renderAt(<CourseFormPage />, '/admin/cursos/cadastrar', '/admin/cursos/cadastrar');
    fill('Nome do curso', 'Costura');
    await saveThenRefused(/^A data de término não pode ser anterior/);
    expect(screen.getByLabelText('Nome do curso')).toHaveValue('Costura');
  });
});

describe('edit (/admin/cursos/{id})', () => {
  it('shows the course and saves it with its id: "Dados atualizados!"', async () => {
    put.mockResolvedValue(course);
    renderAt(<CourseFormPage />, '/admin/cursos/4', '/admin/cursos/:course_id');
    expect(await screen.findByLabelText('Data de início')).toHaveValue('01/04/2026');
    expect(screen.getByText('Participantes (1)')).toBeInTheDocument();
    fill('Descrição', 'Nível básico');
    await saveThenExpect('Dados atualizados!', '/admin/cursos', {
      sent: [put, '/api/course', { id: 4, name: 'Português para estrangeiros', description: 'Nível básico', dateIni: '2026-04-01', dateEnd: '2026-06-30' }],
    });
  });

  it('tab 2 lists the people enrolled, 100 per page, each with a status to change', async () => {
    renderAt(<CourseFormPage />, '/admin/cursos/4?tab=participants', '/admin/cursos/:course_id');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/welcomed-courses', { course: 4, page: 0, size: 100 });
    expect(screen.getByLabelText('Situação de Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('Matricular pessoas')).toBeInTheDocument();
  });
});
