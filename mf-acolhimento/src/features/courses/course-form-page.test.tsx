import { screen } from '@testing-library/react';
import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { describeFormPage, fill, httpAnswering, renderAt } from '@sisacte/ui/test';
import { CourseFormPage } from './course-form-page';

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

const http = httpAnswering({
  '/api/courses/4': course,
  '/api/welcomed-courses': { content: [enrolment], number: 0, size: 100, totalElements: 1, totalPages: 1, first: true, last: true },
});

describeFormPage({
  page: <CourseFormPage />,
  routes: { create: '/admin/cursos/cadastrar', edit: ['/admin/cursos/4', '/admin/cursos/:course_id'], list: '/admin/cursos' },
  http,
  saved: course,
  create: {
    // a name, and an end not before the start
    checks: [
      { says: ['Nome do curso é obrigatório'] },
      {
        enter: () => {
          fill('Nome do curso', 'Português para estrangeiros');
          fill('Data de término', '30/03/2026');
          fill('Data de início', '01/04/2026');
        },
        says: ['A data de término não pode ser anterior à data de início'],
      },
    ],
    enter: () => fill('Data de término', '30/06/2026'),
    done: 'Curso Cadastrado!',
    sent: ['/api/course', { name: 'Português para estrangeiros', description: '', dateIni: '2026-04-01', dateEnd: '2026-06-30' }],
  },
  refusal: {
    enter: () => fill('Nome do curso', 'Costura'),
    message: 'dateEnd: A data de término não pode ser anterior à data de início',
    shown: /^A data de término não pode ser anterior/,
    kept: ['Nome do curso', 'Costura'],
  },
  edit: {
    shows: async () => {
      expect(await screen.findByLabelText('Data de início')).toHaveValue('01/04/2026');
      expect(screen.getByText('Participantes (1)')).toBeInTheDocument();
    },
    enter: () => fill('Descrição', 'Nível básico'),
    sent: ['/api/course', { id: 4, name: 'Português para estrangeiros', description: 'Nível básico', dateIni: '2026-04-01', dateEnd: '2026-06-30' }],
  },
});

describe('the course tabs (/admin/cursos/{id}?tab=)', () => {
  it('tab 2 lists the people enrolled, 100 per page, each with a status to change', async () => {
    renderAt(<CourseFormPage />, '/admin/cursos/4?tab=participants', '/admin/cursos/:course_id');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/welcomed-courses', { course: 4, page: 0, size: 100 });
    expect(screen.getByLabelText('Situação de Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('Matricular pessoas')).toBeInTheDocument();
  });
});
