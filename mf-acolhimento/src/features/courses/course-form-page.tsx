import { useState } from 'react';
import { Tabs } from 'antd';
import { type Course, COURSE_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FilesPanel, FormPage, useEntityPage, useTabParam } from '@sisacte/ui';
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
  const course = useEntityPage<Course, CourseFormValues>({
    param: 'course_id', listPath: COURSE_PATHS.list, api: courseApi, messages: COURSE_MESSAGES, notFoundMessage: COURSE_NOT_FOUND_MESSAGE,
  });

  const { record } = course;
  // the count in the tab's title, refreshed after enrolments change (the form keeps what was typed)
  const [participants, setParticipants] = useState<{ id: number; count: number }>();
  const count = participants && participants.id === record?.id ? participants.count : record?.participants;
  const refreshCount = (id: number) => courseApi.get(id).then((c) => setParticipants({ id, count: c.participants }), () => undefined);

  const title = course.editing ? 'Editar curso' : 'Novo curso';
  return (
    <FormPage title={record ? record.name : title} breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cursos' }, { title }]} {...course.formPage}>
      {!course.loading && (
        <Tabs
          activeKey={record ? tab : 'info'}
          onChange={(k) => setTab(k as CourseTab)}
          items={[
            {
              key: 'info',
              label: 'Dados gerais',
              children: (
                <CourseForm key={course.version} title={title} initial={toCourseFormValues(record)}
                  onSubmit={course.submit} onCancel={course.backToList} />
              ),
            },
            {
              key: 'participants',
              label: record ? `Participantes (${count})` : 'Participantes',
              disabled: !record,
              children: record && <ParticipantsTab courseId={record.id} onChanged={() => void refreshCount(record.id)} />,
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
