import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { createXlsxStream, pdfTable, renderReport, xlsxColumnWidth, xlsxDate, type XlsxColumn } from './documents';
import { pdfText } from '../test/pdf-text';

/** Collects a stream into one Buffer. */
function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Writes `rows` through the helper and reads the workbook back. */
async function roundTrip(columns: XlsxColumn[], rows: (unknown[] | Record<string, unknown>)[]) {
  const { stream, writer } = createXlsxStream('Planilha', columns);
  const bytes = collect(stream);
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Planilha')!;
}

const COLUMNS: XlsxColumn[] = [
  { header: 'Nome', key: 'name', width: 30 },
  { header: 'Dt. Nascimento', key: 'birth', type: 'date' },
  { header: 'Idade', key: 'age', type: 'number' },
  { header: 'Observação', key: 'note' },
];

describe('the XLSX helper', () => {
  it('writes a bold header row, frozen, with an auto-filter over every row', async () => {
    const sheet = await roundTrip(COLUMNS, [
      ['Ana', '1990-05-01', 36, null],
      ['Bruno', '02/03/1985', 41, 'tem filhos'],
    ]);
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'Nome', 'Dt. Nascimento', 'Idade', 'Observação']);
    header.eachCell((cell) => expect(cell.font?.bold).toBe(true));
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D3');
  });

  it('stores dates as real dates shown dd/mm/aaaa, whatever form they come in', async () => {
    const sheet = await roundTrip(COLUMNS, [
      ['ISO', '1990-05-01', 1, null],
      ['Brasileira', '02/03/1985', 2, null],
      ['Date', new Date(Date.UTC(2026, 10, 21, 15)), 3, null],
      // 01:30 UTC on the 22nd is still the 21st in Brasília
      ['Data e hora', '2026-11-22T01:30:00Z', 4, null],
      ['Vazia', null, 5, null],
      ['Texto', 'sem data', 6, null],
    ]);
    const cell = (row: number) => sheet.getRow(row).getCell(2);
    const day = (row: number) => (cell(row).value as Date).toISOString().slice(0, 10);
    expect(cell(2).value).toBeInstanceOf(Date);
    expect([day(2), day(3), day(4), day(5)]).toEqual(['1990-05-01', '1985-03-02', '2026-11-21', '2026-11-21']);
    for (const row of [2, 3, 4, 5]) expect(cell(row).numFmt).toBe('dd/mm/yyyy');
    expect(cell(6).value).toBeNull();
    expect(cell(7).value).toBe('sem data');
    // numbers stay numbers, text stays text
    expect(sheet.getRow(2).getCell(3).value).toBe(1);
    expect(sheet.getRow(2).getCell(1).value).toBe('ISO');
  });

  it('takes rows by column key as well as in order', async () => {
    const sheet = await roundTrip(COLUMNS, [{ name: 'Carla', birth: '1970-12-31', age: 55, note: 'x' }]);
    expect((sheet.getRow(2).getCell(2).value as Date).toISOString().slice(0, 10)).toBe('1970-12-31');
    expect(sheet.getRow(2).getCell(4).value).toBe('x');
  });

  it('sizes columns from their definitions: as given, by type, never narrower than the header and its filter button', async () => {
    expect(COLUMNS.map(xlsxColumnWidth)).toEqual([30, 17, 10, 18]);
    expect(xlsxColumnWidth({ header: 'Um cabeçalho bem comprido', key: 'k', width: 8 })).toBe(28);
    const sheet = await roundTrip(COLUMNS, [['Ana', null, 1, null]]);
    expect(sheet.columns.map((c) => c.width)).toEqual([30, 17, 10, 18]);
  });

  it('finishes an empty sheet with its header and filter', async () => {
    const sheet = await roundTrip(COLUMNS, []);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:D1');
  });

  it('converts the values of date cells and nothing else', () => {
    expect(xlsxDate('')).toBeNull();
    expect(xlsxDate(undefined)).toBeNull();
    expect(xlsxDate('31/02/x')).toBe('31/02/x');
    expect(xlsxDate(new Date('invalid'))).toBeInstanceOf(Date);
    expect((xlsxDate('2024-02-29') as Date).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('streams 100,000 rows as they come, with bounded memory', async () => {
    const { stream, writer } = createXlsxStream('Planilha', COLUMNS);
    let received = 0;
    let receivedBeforeFinish = 0;
    // a reader slower than the writer: backpressure must hold the rows back, not buffer them
    const reader = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        setImmediate(done);
      },
    });
    const ended = new Promise((resolve) => reader.on('finish', resolve));
    stream.pipe(reader);
    const heap: number[] = [];
    for (let i = 0; i < 100_000; i++) {
      await writer.addRow([`Pessoa número ${i} com um nome comprido`, '1990-05-01', i % 100, i % 3 ? null : 'observação']);
      if (i % 10_000 === 0) heap.push(process.memoryUsage().heapUsed);
    }
    receivedBeforeFinish = received;
    await writer.finish();
    await ended;
    // most of the file left before the last row was written: nothing waits for the end
    expect(receivedBeforeFinish).toBeGreaterThan(received * 0.8);
    expect(received).toBeGreaterThan(1_000_000);
    // the heap does not grow with the rows (the unthrottled exceljs pipe grew ~80 MB here)
    expect(Math.max(...heap) - heap[0]!).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);
});

describe("the PDF report's frame", () => {
  // two pages: the footer's count is seen on both
  const report = (language?: 'pt' | 'es' | 'en' | 'fr' | 'ht') =>
    renderReport({ title: 'Relatório', content: [pdfTable(['Linha'], Array.from({ length: 90 }, (_, i) => [`linha ${i}`]))], ...(language ? { language } : {}) }).then(pdfText);
  const DAY = '\\d{2}/\\d{2}/\\d{4}';
  const TIME = '\\d{2}:\\d{2}';

  it('is in Portuguese by default (staff documents): the generation date and the page numbers', async () => {
    const text = await report();
    expect(text).toMatch(new RegExp(`Gerado em ${DAY},? ${TIME}`));
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
  }, 60_000);

  it.each([
    ['es', `Generado el ${DAY} a las ${TIME}`, 'Página 1 de 2', 'Página 2 de 2'],
    ['en', `Generated on \\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \\d{4} at ${TIME}`, 'Page 1 of 2', 'Page 2 of 2'],
    ['fr', `Généré le ${DAY} à ${TIME}`, 'Page 1 sur 2', 'Page 2 sur 2'],
    ['ht', `Fèt ${DAY} a ${TIME}`, 'Paj 1 sou 2', 'Paj 2 sou 2'],
  ] as const)('follows the language of a public document (%s), with no Portuguese left in it', async (language, generated, first, second) => {
    const text = await report(language);
    expect(text).toMatch(new RegExp(generated));
    expect(text).toContain(first);
    expect(text).toContain(second);
    expect(text).not.toContain('Gerado em');
    if (language !== 'es') expect(text).not.toContain('Página');
  }, 60_000);
});
