import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { EntityListPage, textFilter } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';

/** The name filter, kept in the address (?name=). */
const nameFilter = textFilter('name', { label: 'Nome', id: 'voluntario-filtro-nome', maxLength: 150 });

/** /admin/voluntarios: volunteers, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function VolunteerListPage() {
  return (
    <EntityListPage<Volunteer, string>
      title="Voluntários" section="Acolhimento" api={volunteerApi} filter={nameFilter} paths={VOLUNTEER_PATHS}
      createLabel="Novo voluntário" nameOf={(v) => v.name} noun="o voluntário"
      empty={{ none: 'Nenhum voluntário cadastrado', filtered: 'Nenhum voluntário com esse nome' }}
      columns={(volunteers) => [
        volunteers.linkColumn({ title: 'Nome', dataIndex: 'name' }),
        { title: 'Contato', key: 'contato', render: (_, v) => [v.phone, v.email].filter(Boolean).join(' · ') || '—' },
        { title: 'Habilidades', dataIndex: 'skills', responsive: ['md'], ellipsis: true, render: (v: string | null) => v ?? '—' },
        { title: 'Disponibilidade', dataIndex: 'availability', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
        volunteers.actionsColumn({ fixed: 'right' }),
      ]}
    />
  );
}
