import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useNavigate } from 'react-router-dom';
import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { EntityListPage, formatDate, textFilter } from '@sisacte/ui';
import { courseApi } from './api';
import { COURSE_PATHS } from './paths';

/** The name filter, kept in the address (?name=). */
const nameFilter = textFilter('name', { label: 'Nome do curso', id: 'curso-filtro-nome', maxLength: 150 });

const period = (c: Course) => (c.dateIni || c.dateEnd ? `${formatDate(c.dateIni) || '…'} a ${formatDate(c.dateEnd) || '…'}` : '—');

/** /admin/cursos: courses, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function CourseListPage() {
  const navigate = useNavigate();
  const participants = (c: Course) => [
    { title: 'Participantes', label: `Participantes de ${c.name}`, icon: <TeamOutlined />, onClick: () => navigate(COURSE_PATHS.edit(c.id, 'participants')) },
  ];
  return (
    <EntityListPage<Course, string>
      title="Cursos" section="Acolhimento" api={courseApi} filter={nameFilter} paths={COURSE_PATHS}
      createLabel="Novo curso" nameOf={(c) => c.name} noun="o curso"
      detail={(c) => (c.participants > 0 ? `As ${c.participants} matrícula(s) do curso também são excluídas.` : undefined)}
      empty={{ none: 'Nenhum curso cadastrado', filtered: 'Nenhum curso com esse nome' }}
      columns={(courses) => [
        courses.linkColumn({ title: 'Curso', dataIndex: 'name' }),
        { title: 'Período', key: 'periodo', responsive: ['sm'], render: (_, c) => period(c) },
        { title: 'Participantes', dataIndex: 'participants', width: 120, responsive: ['md'] },
        courses.actionsColumn({ fixed: 'right' }, participants),
      ]}
    />
  );
}
