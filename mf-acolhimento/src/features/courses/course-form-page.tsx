import { type Course, COURSE_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FilesPanel, FormPage, RecordTabs, useEntityFormPage } from '@sisacte/ui';
import { useLinkedCount } from '../../shared/search-record-modal/use-linked-count';
import { courseApi } from './api';
import { CourseForm } from './course-form';
import { type CourseFormValues, toCourseFormValues } from './course-form-values';
import { ParticipantsTab } from './participants-tab';
import { COURSE_PATHS, type CourseTab } from './paths';

export const COURSE_MESSAGES = { CREATED: 'Curso Cadastrado!', UPDATED: 'Dados atualizados!' } as const;

/**
 * /admin/cursos/cadastrar and /admin/cursos/{course_id}: tabs 1 general, 2 enrolled participants, 3 files (?tab=).
 * The success dialog closes after 1.5 s, then the list.
 */
export function CourseFormPage() {
  const course = useEntityFormPage<Course, CourseFormValues>({
    param: 'course_id', listPath: COURSE_PATHS.list, api: courseApi, messages: COURSE_MESSAGES, notFoundMessage: COURSE_NOT_FOUND_MESSAGE,
    header: { section: 'Acolhimento', list: 'Cursos', create: 'Novo curso', edit: 'Editar curso', name: (c) => c.name },
  });
  const { record } = course;
  const participants = useLinkedCount(record, (c) => c.participants, courseApi.get);
  return (
    <FormPage {...course.formPage}>
      <RecordTabs<Course, CourseTab>
        record={record}
        form={{ key: 'info', label: 'Dados gerais', children: <CourseForm key={course.version} initial={toCourseFormValues(record)} {...course.form} /> }}
        tabs={[
          { key: 'participants', label: 'Participantes', count: participants.count, children: (c) => <ParticipantsTab courseId={c.id} onChanged={() => participants.refresh(c.id)} /> },
          { key: 'files', label: 'Arquivos', children: (c) => <FilesPanel entity="course" codid={c.id} role={ROLES.ACOLHIMENTO} /> },
        ]}
      />
    </FormPage>
  );
}
