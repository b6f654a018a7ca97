import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { actionColumn, editDeleteActions, formatDate, ListPage, textFilter, textFilterCodec, useFilteredList, useRowDelete } from '@sisacte/ui';
import { courseApi } from './api';
import { COURSE_PATHS } from './paths';

/** The name filter, kept in the address (?name=). */
const nameCodec = textFilterCodec('name', 150);

const period = (c: Course) => (c.dateIni || c.dateEnd ? `${formatDate(c.dateIni) || '…'} a ${formatDate(c.dateEnd) || '…'}` : '—');

/** /admin/cursos: courses, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function CourseListPage() {
  const navigate = useNavigate();
  const { filters, applied: name, list } = useFilteredList(nameCodec, courseApi.list);
  const remove = useRowDelete<Course>({
    question: (c) => `Excluir o curso ${c.name}?`,
    detail: (c) => (c.participants > 0 ? `As ${c.participants} matrícula(s) do curso também são excluídas.` : undefined),
    remove: (c) => courseApi.remove(c.id),
    done: 'Curso excluído!',
    reload: list.reload,
  });

  const actionsOf = (c: Course) =>
    editDeleteActions({
      name: c.name,
      edit: () => navigate(COURSE_PATHS.edit(c.id)),
      remove: () => void remove(c),
      between: [{ title: 'Participantes', label: `Participantes de ${c.name}`, icon: <TeamOutlined />, onClick: () => navigate(COURSE_PATHS.edit(c.id, 'participants')) }],
    });

  return (
    <ListPage<Course>
      title="Cursos"
      section="Acolhimento"
      exports={{ pdf: () => courseApi.pdf(name), xlsx: () => courseApi.xlsx(name) }}
      create={{ label: 'Novo curso', onClick: () => navigate(COURSE_PATHS.create) }}
      filters={textFilter(filters, { label: 'Nome do curso', id: 'curso-filtro-nome', maxLength: 150 })}
      list={list}
      table={{
        emptyText: name ? 'Nenhum curso com esse nome' : 'Nenhum curso cadastrado',
        columns: [
          { title: 'Curso', dataIndex: 'name', render: (v: string, c) => <Link to={COURSE_PATHS.edit(c.id)}>{v}</Link> },
          { title: 'Período', key: 'periodo', responsive: ['sm'], render: (_, c) => period(c) },
          { title: 'Participantes', dataIndex: 'participants', width: 120, responsive: ['md'] },
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}
