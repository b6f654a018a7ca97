import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { createdAtColumn, listReport, nameColumn, reportNames } from '../shared/list-report';
import { volunteerReads } from './repository';

/** GET /api/volunteers/report and /report-xlsx */
export const volunteersReport = listReport<Volunteer, { name?: string | undefined }>({
  ...reportNames('Voluntários', { one: 'voluntário', many: 'voluntários' }),
  columns: [
    nameColumn((v) => v.name),
    { title: 'Telefone', value: (v) => v.phone, width: 16 },
    { title: 'E-mail', value: (v) => v.email, width: 28 },
    { title: 'Habilidades', value: (v) => v.skills, width: 40, wide: true },
    { title: 'Disponibilidade', value: (v) => v.availability, width: 24, wide: true },
    createdAtColumn('Cadastrado em', { only: 'xlsx' }),
  ],
  page: (db, filter, sort, page) => volunteerReads.list(db, filter, { ...page, sort }),
});
