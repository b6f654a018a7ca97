import { Link, useNavigate } from 'react-router-dom';
import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { actionColumn, editDeleteActions, ListPage, textFilter, textFilterCodec, useFilteredList, useRowDelete } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';

/** The name filter, kept in the address (?name=). */
const nameCodec = textFilterCodec('name', 150);

/** /admin/voluntarios: volunteers, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function VolunteerListPage() {
  const navigate = useNavigate();
  const { filters, applied: name, list } = useFilteredList(nameCodec, volunteerApi.list);
  const remove = useRowDelete<Volunteer>({
    question: (v) => `Excluir o voluntário ${v.name}?`,
    remove: (v) => volunteerApi.remove(v.id),
    done: 'Voluntário excluído!',
    reload: list.reload,
  });

  return (
    <ListPage<Volunteer>
      title="Voluntários"
      section="Acolhimento"
      exports={{ pdf: () => volunteerApi.pdf(name), xlsx: () => volunteerApi.xlsx(name) }}
      create={{ label: 'Novo voluntário', onClick: () => navigate(VOLUNTEER_PATHS.create) }}
      filters={textFilter(filters, { label: 'Nome', id: 'voluntario-filtro-nome', maxLength: 150 })}
      list={list}
      table={{
        emptyText: name ? 'Nenhum voluntário com esse nome' : 'Nenhum voluntário cadastrado',
        columns: [
          { title: 'Nome', dataIndex: 'name', render: (v: string, row) => <Link to={VOLUNTEER_PATHS.edit(row.id)}>{v}</Link> },
          { title: 'Contato', key: 'contato', render: (_, v) => [v.phone, v.email].filter(Boolean).join(' · ') || '—' },
          { title: 'Habilidades', dataIndex: 'skills', responsive: ['md'], ellipsis: true, render: (v: string | null) => v ?? '—' },
          { title: 'Disponibilidade', dataIndex: 'availability', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
          actionColumn((v) => editDeleteActions({ name: v.name, edit: () => navigate(VOLUNTEER_PATHS.edit(v.id)), remove: () => void remove(v) }), { fixed: 'right' }),
        ],
      }}
    />
  );
}
