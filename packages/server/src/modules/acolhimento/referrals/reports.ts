import { type Forwarding, type ForwardingFilter } from '@sisacte/contracts/acolhimento/forwardings';
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../../db/client';
import { formatCpf, formatDate, pdfFields, pdfTable, renderReport } from '../../../lib/documents';
import { findWelcomed } from '../welcomed/repository';
import { PDF_LIST_LIMIT, streamXlsx } from '../shared/export';
import { forwardingsBatchAfter, listForwardings } from './repository';

const types = (f: Forwarding) => f.forwardingTypes.map((t) => t.title).join(', ');

/** GET /api/forwardings/report: the filtered list as a PDF (the first PDF_LIST_LIMIT referrals). */
export async function listPdf(db: DbOrTx, filter: ForwardingFilter, sort: string | undefined): Promise<Buffer> {
  const { content, total } = await listForwardings(db, filter, { page: 0, size: PDF_LIST_LIMIT, sort });
  const countLine =
    total > content.length
      ? `${total} encaminhamentos encontrados; este relatório mostra os primeiros ${content.length} (a planilha XLSX traz todos).`
      : `${total} ${total === 1 ? 'encaminhamento encontrado' : 'encaminhamentos encontrados'}.`;
  return renderReport({
    title: 'Relatório de Encaminhamentos',
    subtitle: [countLine],
    landscape: true,
    content: [
      content.length === 0
        ? { text: 'Nenhum encaminhamento encontrado com estes filtros.', italics: true }
        : pdfTable(
            ['Data', 'Nome', 'CPF', 'Tipos', 'Observações', 'Registrado por'],
            content.map((f) => [formatDate(f.date_of_register), f.welcomed.name, formatCpf(f.welcomed.cpf), types(f), f.notes, f.author?.name]),
            ['auto', '*', 'auto', '*', '*', 'auto'],
          ),
    ],
  });
}

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

/** GET /api/forwardings/report-xlsx: every referral of the filter, newest first, streamed. */
export function listXlsx(db: DbOrTx, filter: ForwardingFilter, onError: (error: unknown) => void): PassThrough {
  return streamXlsx<Forwarding>(
    'Encaminhamentos',
    [
      { header: 'Data', key: 'date', type: 'date' },
      { header: 'Nome', key: 'name', width: 36 },
      { header: 'CPF', key: 'cpf', width: 16 },
      { header: 'Tipos', key: 'types', width: 36 },
      { header: 'Observações', key: 'notes', width: 40 },
      { header: 'Registrado por', key: 'author', width: 22 },
    ],
    (last, limit) => forwardingsBatchAfter(db, filter, last?.id ?? null, limit),
    (f) => [f.date_of_register, f.welcomed.name, formatCpf(f.welcomed.cpf), types(f), f.notes, f.author?.name ?? null],
    onError,
  );
}
