import { type Stay, type StayFilter } from '@sisacte/contracts/acolhimento/stays';
import { authorColumn, listReport, personColumns, reportNames, rowsOf } from '../shared/list-report';
import { stayReads } from './repository';

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
  ...rowsOf(stayReads),
});
