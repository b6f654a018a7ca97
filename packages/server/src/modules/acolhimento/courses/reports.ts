import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { formatDate } from '../../../lib/documents';
import { authorColumn, listReport, membersReport, nameColumn, reportNames } from '../shared/list-report';
import { courseReads, enrolmentLinks } from './repository';

/** GET /api/courses/report and /report-xlsx */
export const coursesReport = listReport<Course, { name?: string | undefined }>({
  ...reportNames('Cursos', { one: 'curso', many: 'cursos' }),
  columns: [
    nameColumn((c) => c.name),
    { title: 'Início', value: (c) => c.dateIni, type: 'date' },
    { title: 'Término', value: (c) => c.dateEnd, type: 'date' },
    { title: 'Participantes', value: (c) => c.participants, type: 'number', width: 13 },
    { title: 'Descrição', value: (c) => c.description, width: 40, wide: true },
    authorColumn('Cadastrado por'),
  ],
  page: (db, filter, sort, page) => courseReads.list(db, filter, { ...page, sort }),
});

/** GET /api/welcomed-courses/report and /report-xlsx: the people enrolled in a course, by name. */
export const enrolledReport = membersReport(enrolmentLinks, {
  ...reportNames('Matriculados', { one: 'participante', many: 'participantes' }, { title: 'Participantes do Curso' }),
  columns: { statusWidth: 14, linkedOn: 'Dt. Matrícula', linkedBy: 'Matriculado por' },
  subtitle: async (db, filter) => {
    const course = filter.course === undefined ? null : await courseReads.find(db, filter.course);
    if (!course) return [];
    const period = course.dateIni ? ` (${formatDate(course.dateIni)}${course.dateEnd ? ` a ${formatDate(course.dateEnd)}` : ''})` : '';
    return [`Curso: ${course.name}${period}`];
  },
});
