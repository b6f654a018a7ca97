import { useCallback, useState } from 'react';
import { Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type Course, COURSE_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FilesPanel, FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { createCourse, getCourse, updateCourse } from './api';
import { CourseForm, type CourseFormValues, toCourseFormValues } from './course-form';
import { ParticipantsTab } from './participants-tab';
import { COURSE_PATHS, COURSE_TABS, type CourseTab } from './paths';

export const COURSE_MESSAGES = { CREATED: 'Curso Cadastrado!', UPDATED: 'Dados atualizados!' } as const;

function useCourseTab(): [CourseTab, (tab: CourseTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') ?? '';
  const tab: CourseTab = (COURSE_TABS as readonly string[]).includes(raw) ? (raw as CourseTab) : 'info';
  const setTab = useCallback((next: CourseTab) => setParams((p) => (next === 'info' ? p.delete('tab') : p.set('tab', next), p)), [setParams]);
  return [tab, setTab];
}

/**
 * /admin/cursos/cadastrar and /admin/cursos/{course_id}: tabs 1 general, 2 enrolled participants, 3 files (?tab=).
 * The success dialog closes after 1.5 s, then the list.
 */
export function CourseFormPage() {
  const { course_id } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useCourseTab();
  const backToList = () => navigate(COURSE_PATHS.list);
  const refusal = useServerErrors();
  const course = useEntityForm<Course, CourseFormValues>({
    idParam: course_id,
    load: getCourse,
    create: createCourse,
    update: (id, values) => updateCourse({ ...values, id }),
    messages: { created: COURSE_MESSAGES.CREATED, updated: COURSE_MESSAGES.UPDATED },
    afterSave: backToList,
    notFoundMessage: COURSE_NOT_FOUND_MESSAGE,
  });

  const { record } = course;
  // the count in the tab's title, refreshed after enrolments change (the form keeps what was typed)
  const [participants, setParticipants] = useState<{ id: number; count: number }>();
  const count = participants && participants.id === record?.id ? participants.count : record?.participants;
  const refreshCount = (id: number) => getCourse(id).then((c) => setParticipants({ id, count: c.participants }), () => undefined);

  const title = course.editing ? 'Editar curso' : 'Novo curso';
  const loading = course.editing && !record;
  return (
    <FormPage
      title={record ? record.name : title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cursos' }, { title }]}
      loadError={course.loadError}
      onBack={backToList}
      loading={loading}
      banner={<ServerErrors messages={refusal.messages} />}
    >
      {!loading && (
        <Tabs
          activeKey={record ? tab : 'info'}
          onChange={(k) => setTab(k as CourseTab)}
          items={[
            {
              key: 'info',
              label: 'Dados gerais',
              children: (
                <CourseForm key={course.version} title={title} initial={toCourseFormValues(record)}
                  onSubmit={(values) => refusal.run(() => course.save(values))} onCancel={backToList} />
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
