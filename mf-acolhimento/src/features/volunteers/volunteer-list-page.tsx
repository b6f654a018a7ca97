import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { ListPage, textFilter, textFilterCodec, useEntityList } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';

/** The name filter, kept in the address (?name=). */
const nameCodec = textFilterCodec('name', 150);

/** /admin/voluntarios: volunteers, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function VolunteerListPage() {
  const volunteers = useEntityList<Volunteer, string>({
    api: volunteerApi, codec: nameCodec, paths: VOLUNTEER_PATHS, createLabel: 'Novo voluntário', nameOf: (v) => v.name, noun: 'o voluntário',
  });

  return (
    <ListPage<Volunteer>
      title="Voluntários"
      section="Acolhimento"
      {...volunteers.listPage}
      filters={textFilter(volunteers.filters, { label: 'Nome', id: 'voluntario-filtro-nome', maxLength: 150 })}
      table={{
        emptyText: volunteers.applied ? 'Nenhum voluntário com esse nome' : 'Nenhum voluntário cadastrado',
        columns: [
          volunteers.linkColumn({ title: 'Nome', dataIndex: 'name' }),
          { title: 'Contato', key: 'contato', render: (_, v) => [v.phone, v.email].filter(Boolean).join(' · ') || '—' },
          { title: 'Habilidades', dataIndex: 'skills', responsive: ['md'], ellipsis: true, render: (v: string | null) => v ?? '—' },
          { title: 'Disponibilidade', dataIndex: 'availability', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
          volunteers.actionsColumn({ fixed: 'right' }),
        ],
      }}
    />
  );
}
