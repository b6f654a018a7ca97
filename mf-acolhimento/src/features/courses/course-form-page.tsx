import { Tabs } from 'antd';
import { type Course, COURSE_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FilesPanel, FormPage, useEntityFormPage, useTabParam } from '@sisacte/ui';
import { useLinkedCount } from '../../shared/search-record-modal/use-linked-count';
import { courseApi } from './api';
import { CourseForm } from './course-form';
import { type CourseFormValues, toCourseFormValues } from './course-form-values';
import { ParticipantsTab } from './participants-tab';
import { COURSE_PATHS, COURSE_TABS, type CourseTab } from './paths';

export const COURSE_MESSAGES = { CREATED: 'Curso Cadastrado!', UPDATED: 'Dados atualizados!' } as const;

/**
 * /admin/cursos/cadastrar and /admin/cursos/{course_id}: tabs 1 general, 2 enrolled participants, 3 files (?tab=).
 * The success dialog closes after 1.5 s, then the list.
 */
export function CourseFormPage() {
  const [tab, setTab] = useTabParam(COURSE_TABS);
  const course = useEntityFormPage<Course, CourseFormValues>({
    param: 'course_id', listPath: COURSE_PATHS.list, api: courseApi, messages: COURSE_MESSAGES, notFoundMessage: COURSE_NOT_FOUND_MESSAGE,
    header: { section: 'Acolhimento', list: 'Cursos', create: 'Novo curso', edit: 'Editar curso', name: (c) => c.name },
  });
  const { record } = course;
  const participants = useLinkedCount(record, (c) => c.participants, courseApi.get);
  return (
    <FormPage {...course.formPage}>
      {!course.loading && (
        <Tabs
          activeKey={record ? tab : 'info'}
          onChange={(k) => setTab(k as CourseTab)}
          items={[
            {
              key: 'info',
              label: 'Dados gerais',
              children: <CourseForm key={course.version} initial={toCourseFormValues(record)} {...course.form} />,
            },
            {
              key: 'participants',
              label: record ? `Participantes (${participants.count})` : 'Participantes',
              disabled: !record,
              children: record && <ParticipantsTab courseId={record.id} onChanged={() => participants.refresh(record.id)} />,
            },
            {
              key: 'files',
              label: 'Arquivos',
              disabled: !record,
              children: record && <FilesPanel entity="course" codid={record.id} role={ROLES.ACOLHIMENTO} />,
            },
          ]}
        />
      )}
    </FormPage>
  );
}
