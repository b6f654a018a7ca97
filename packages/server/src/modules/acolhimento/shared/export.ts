import type { PassThrough } from 'node:stream';
import { createXlsxStream, type XlsxColumn } from '../../../lib/documents';

/**
 * Rows fetched per query while an XLSX export streams. A batch lives while it is written, long
 * enough for the garbage collector to move it to the old generation: bigger batches raise the
 * export's peak memory.
 */
export const XLSX_BATCH = 1000;
/** A PDF list holds at most this many rows; the XLSX export has them all. */
export const PDF_LIST_LIMIT = 2000;

/**
 * An XLSX export streamed by keyset batches: `batchAfter(last row of the previous batch)` reads the
 * next XLSX_BATCH rows, each batch is written out before the next is read, so memory stays flat.
 */
export function streamXlsx<Row>(
  sheetName: string,
  columns: XlsxColumn[],
  batchAfter: (last: Row | null, limit: number) => Promise<Row[]>,
  cells: (row: Row) => unknown[],
  onError: (error: unknown) => void,
): PassThrough {
  const { stream, writer } = createXlsxStream(sheetName, columns);
  void (async () => {
    let last: Row | null = null;
    for (;;) {
      const batch = await batchAfter(last, XLSX_BATCH);
      for (const row of batch) await writer.addRow(cells(row));
      if (batch.length < XLSX_BATCH) break;
      last = batch[batch.length - 1]!;
    }
    await writer.finish();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
