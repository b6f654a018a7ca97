import { type Forwarding, type ForwardingFilter } from '@sisacte/contracts/acolhimento/forwardings';
import type { DbOrTx } from '../../../db/client';
import { formatCpf, formatDate, pdfFields, renderReport } from '../../../lib/documents';
import { findWelcomed } from '../welcomed/repository';
import { listReport } from '../shared/list-report';
import { forwardingsBatchAfter, listForwardings } from './repository';

const types = (f: Forwarding) => f.forwardingTypes.map((t) => t.title).join(', ');

/** GET /api/forwardings/report and /report-xlsx: the filtered list (newest first in the sheet). */
export const forwardingsReport = listReport<Forwarding, ForwardingFilter>({
  title: 'Relatório de Encaminhamentos',
  sheet: 'Encaminhamentos',
  file: 'encaminhamentos',
  noun: { one: 'encaminhamento', many: 'encaminhamentos' },
  columns: [
    { title: 'Data', value: (f) => f.date_of_register, type: 'date' },
    { title: 'Nome', value: (f) => f.welcomed.name, width: 36, wide: true },
    { title: 'CPF', value: (f) => formatCpf(f.welcomed.cpf), width: 16 },
    { title: 'Tipos', value: types, width: 36, wide: true },
    { title: 'Observações', value: (f) => f.notes, width: 40, wide: true },
    { title: 'Registrado por', value: (f) => f.author?.name, width: 22 },
  ],
  page: (db, filter, sort, page) => listForwardings(db, filter, { ...page, sort }),
  batchAfter: (db, filter, last, limit) => forwardingsBatchAfter(db, filter, last?.id ?? null, limit),
});

/** GET /api/forwarding/pdf/{id}: the referral as a letter the partner service can receive. */
export async function letterPdf(db: DbOrTx, f: Forwarding): Promise<Buffer> {
  const person = await findWelcomed(db, f.welcomed.id);
  return renderReport({
    title: 'Encaminhamento',
    subtitle: [`Nº ${f.id} — ${formatDate(f.date_of_register)}`],
    content: [
      { text: `Encaminhamos ${f.welcomed.name} ao(s) serviço(s) abaixo, para o atendimento que couber.`, margin: [0, 6, 0, 10] },
      pdfFields([
        ['Nome', f.welcomed.name],
        ['CPF', formatCpf(f.welcomed.cpf)],
        ['CRNM', person?.rg],
        ['Data de nascimento', formatDate(person?.birthdate)],
        ['Nacionalidade', person?.nacionality?.nome_pt],
        ['Encaminhado(a) para', types(f)],
        ['Data do encaminhamento', formatDate(f.date_of_register)],
        ['Observações', f.notes],
        ['Responsável', f.author?.name],
      ]),
      { text: '\n\n\n______________________________________________', alignment: 'center' },
      { text: f.author?.name ?? 'Responsável pelo encaminhamento', alignment: 'center' },
    ],
  });
}
