import { type Stay, type StayFilter } from '@sisacte/contracts/acolhimento/stays';
import { authorColumn, listReport, personColumns, reportNames } from '../shared/list-report';
import { listStays, staysBatchAfter } from './repository';

/** GET /api/stays/report and /report-xlsx: the filtered list (newest first in the sheet). */
export const staysReport = listReport<Stay, StayFilter>({
  ...reportNames('Estadias', { one: 'estadia', many: 'estadias', feminine: true }),
  columns: [
    ...personColumns(),
    { title: 'Check-in', value: (s) => s.checkin, type: 'date' },
    { title: 'Check-out', value: (s) => s.checkout, type: 'date' },
    { title: 'Situação', value: (s) => (s.checkout ? 'Encerrada' : 'Hospedado(a)'), width: 14 },
    authorColumn('Registrado por'),
  ],
  page: (db, filter, sort, page) => listStays(db, filter, { ...page, sort }),
  batchAfter: (db, filter, last, limit) => staysBatchAfter(db, filter, last?.id ?? null, limit),
  batchSort: 'id,desc',
});
