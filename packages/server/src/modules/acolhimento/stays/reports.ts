import { type Stay, type StayFilter } from '@sisacte/contracts/acolhimento/stays';
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../../db/client';
import { formatCpf, formatDate, pdfTable, renderReport } from '../../../lib/documents';
import { PDF_LIST_LIMIT, streamXlsx } from '../shared/export';
import { listStays, staysBatchAfter } from './repository';

const HEADERS = ['Nome', 'CPF', 'Check-in', 'Check-out', 'Situação', 'Registrado por'];
const situation = (s: Stay) => (s.checkout ? 'Encerrada' : 'Hospedado(a)');

/** GET /api/stays/report: the filtered list as a PDF (the first PDF_LIST_LIMIT stays). */
export async function listPdf(db: DbOrTx, filter: StayFilter, sort: string | undefined): Promise<Buffer> {
  const { content, total } = await listStays(db, filter, { page: 0, size: PDF_LIST_LIMIT, sort });
  const countLine =
    total > content.length
      ? `${total} estadias encontradas; este relatório mostra as primeiras ${content.length} (a planilha XLSX traz todas).`
      : `${total} ${total === 1 ? 'estadia encontrada' : 'estadias encontradas'}.`;
  return renderReport({
    title: 'Relatório de Estadias',
    subtitle: [countLine],
    landscape: true,
    content: [
      content.length === 0
        ? { text: 'Nenhuma estadia encontrada com estes filtros.', italics: true }
        : pdfTable(
            HEADERS,
            content.map((s) => [s.welcomed.name, formatCpf(s.welcomed.cpf), formatDate(s.checkin), formatDate(s.checkout), situation(s), s.author?.name]),
            ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          ),
    ],
  });
}

/** GET /api/stays/report-xlsx: every stay of the filter, newest first, streamed. */
export function listXlsx(db: DbOrTx, filter: StayFilter, onError: (error: unknown) => void): PassThrough {
  return streamXlsx<Stay>(
    'Estadias',
    [
      { header: 'Nome', key: 'name', width: 36 },
      { header: 'CPF', key: 'cpf', width: 16 },
      { header: 'Check-in', key: 'checkin', type: 'date' },
      { header: 'Check-out', key: 'checkout', type: 'date' },
      { header: 'Situação', key: 'situation', width: 14 },
      { header: 'Registrado por', key: 'author', width: 22 },
    ],
    (last, limit) => staysBatchAfter(db, filter, last?.id ?? null, limit),
    (s) => [s.welcomed.name, formatCpf(s.welcomed.cpf), s.checkin, s.checkout, situation(s), s.author?.name ?? null],
    onError,
  );
}
