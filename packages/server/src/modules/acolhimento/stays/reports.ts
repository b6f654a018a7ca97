import { type Stay, type StayFilter } from '@sisacte/contracts/acolhimento/stays';
import { formatCpf } from '../../../lib/documents';
import { listReport } from '../shared/list-report';
import { listStays, staysBatchAfter } from './repository';

/** GET /api/stays/report and /report-xlsx: the filtered list (newest first in the sheet). */
export const staysReport = listReport<Stay, StayFilter>({
  title: 'Relatório de Estadias',
  sheet: 'Estadias',
  file: 'estadias',
  noun: { one: 'estadia', many: 'estadias', feminine: true },
  columns: [
    { title: 'Nome', value: (s) => s.welcomed.name, width: 36, wide: true },
    { title: 'CPF', value: (s) => formatCpf(s.welcomed.cpf), width: 16 },
    { title: 'Check-in', value: (s) => s.checkin, type: 'date' },
    { title: 'Check-out', value: (s) => s.checkout, type: 'date' },
    { title: 'Situação', value: (s) => (s.checkout ? 'Encerrada' : 'Hospedado(a)'), width: 14 },
    { title: 'Registrado por', value: (s) => s.author?.name, width: 22 },
  ],
  page: (db, filter, sort, page) => listStays(db, filter, { ...page, sort }),
  batchAfter: (db, filter, last, limit) => staysBatchAfter(db, filter, last?.id ?? null, limit),
  batchSort: 'id,desc',
});
