import { Button, Input, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Course } from '@sisacte/contracts/acolhimento/courses';
import { actionColumn, ExportButtons, formatDate, ListPage, type RowAction, type UrlFilterCodec, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { FilterCol } from '../../shared/welcomed-filters/filter-col';
import { deleteCourse, listCourses, openCoursesReport, saveCoursesXlsx } from './api';
import { COURSE_PATHS } from './paths';

const clean = (v: string | null) => (v ?? '').trim().slice(0, 150);
/** The name filter, kept in the address (?name=). */
const nameCodec: UrlFilterCodec<string> = {
  read: (params) => clean(params.get('name')),
  write: (name, into) => {
    const next = new URLSearchParams(into);
    if (clean(name)) next.set('name', clean(name));
    else next.delete('name');
    return next;
  },
  key: clean,
};

const period = (c: Course) => (c.dateIni || c.dateEnd ? `${formatDate(c.dateIni) || '…'} a ${formatDate(c.dateEnd) || '…'}` : '—');

/** /admin/cursos: courses, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function CourseListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(nameCodec);
  const name = filters.applied;
  const list = useServerPage((page) => listCourses(name, page), filters.key);

  async function remove(c: Course) {
    const detail = c.participants > 0 ? `As ${c.participants} matrícula(s) do curso também são excluídas.` : undefined;
    if (!(await confirm(`Excluir o curso ${c.name}?`, detail))) return;
    try {
      await deleteCourse(c.id);
      notify.success('Curso excluído!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (c: Course): RowAction[] => [
    { title: 'Editar', label: `Editar ${c.name}`, icon: <EditOutlined />, onClick: () => navigate(COURSE_PATHS.edit(c.id)) },
    { title: 'Participantes', label: `Participantes de ${c.name}`, icon: <TeamOutlined />, onClick: () => navigate(COURSE_PATHS.edit(c.id, 'participants')) },
    { title: 'Excluir', label: `Excluir ${c.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(c) },
  ];

  return (
    <ListPage<Course>
      title="Cursos"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cursos' }]}
      actions={
        <>
          <ExportButtons pdf={() => openCoursesReport(name)} xlsx={() => saveCoursesXlsx(name)} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(COURSE_PATHS.create)}>
            Novo curso
          </Button>
        </>
      }
      filters={{
        count: name ? 1 : 0,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset(''),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Nome do curso" htmlFor="curso-filtro-nome" span={12}>
              <Input id="curso-filtro-nome" value={filters.draft} maxLength={150} allowClear onChange={(e) => filters.setDraft(e.target.value)} />
            </FilterCol>
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
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
