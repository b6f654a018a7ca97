import { MONTH_LABELS, SERVICE_COLUMNS, SERVICE_NOTES, type Services } from '@sisacte/contracts/painel/painel';
import type { PassThrough } from 'node:stream';
import { createXlsxStream, pdfTable, renderReport, type XlsxColumn } from '../../lib/documents';

/*
 * The service table (atendimentos) as PDF and XLSX: the same rows as the screen, month by month,
 * with the total row last. Numbers print pt-BR in the PDF (1.234) and stay numbers in the sheet.
 */

const NUMBER = new Intl.NumberFormat('pt-BR');
const TOTAL = 'Total';

function tableRows(data: Services): { label: string; values: number[] }[] {
  return [
    ...data.meses.map((m) => ({ label: MONTH_LABELS[m.mes - 1]!, values: SERVICE_COLUMNS.map(([key]) => m[key]) })),
    { label: TOTAL, values: SERVICE_COLUMNS.map(([key]) => data.total[key]) },
  ];
}

export const serviceReportTitle = (year: number) => `Atendimentos por mês — ${year}`;
export const serviceFileName = (year: number) => `atendimentos-${year}`;

export function servicesPdf(data: Services): Promise<Buffer> {
  return renderReport({
    title: serviceReportTitle(data.ano),
    subtitle: [...SERVICE_NOTES],
    landscape: true,
    content: [
      pdfTable(
        ['Mês', ...SERVICE_COLUMNS.map(([, title]) => title)],
        tableRows(data).map((r) => [r.label, ...r.values.map((v) => NUMBER.format(v))]),
        ['auto', ...SERVICE_COLUMNS.map(() => '*')],
      ),
    ],
  });
}

export function servicesXlsx(data: Services, onError: (error: unknown) => void): PassThrough {
  const columns: XlsxColumn[] = [
    { header: 'Mês', key: 'mes', type: 'text', width: 8 },
    ...SERVICE_COLUMNS.map(([key, title]) => ({ header: title, key, type: 'number' as const })),
  ];
  const { stream, writer } = createXlsxStream(`Atendimentos ${data.ano}`, columns);
  void (async () => {
    for (const row of tableRows(data)) await writer.addRow([row.label, ...row.values]);
    // a blank row, then what the columns count
    await writer.addRow([null]);
    for (const note of SERVICE_NOTES) await writer.addRow([note]);
    // the filter (and sorting) over the months only: the total and the notes stay where they are
    await writer.finish({ filteredRows: data.meses.length });
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
