import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { columnLetters, createXlsxWriter, sheetName, XLSX_MAX_TEXT, xmlText, type XlsxValue } from './xlsx-writer';
import { ZIP_ABORTED } from './zip-writer';

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

async function write(name: string, rows: XlsxValue[][]): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = collect(out);
  const writer = createXlsxWriter(out, name, [
    { header: 'Texto', width: 20 },
    { header: 'Outro', width: 12 },
  ]);
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  return bytes;
}

/** The zip's entries, read through its central directory, inflated. */
function entries(zip: Buffer): Map<string, string> {
  const found = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + compressed));
    expect(data.length).toBe(size);
    found.set(name, data.toString('utf8'));
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return found;
}

describe('the streamed XLSX writer', () => {
  it('writes a package a spreadsheet opens: content types first, then the workbook, styles and sheet', async () => {
    const zip = await write('Pessoas', [['Ana', 1]]);
    expect([...entries(zip).keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(zip as unknown as ArrayBuffer);
    expect(book.getWorksheet('Pessoas')!.getRow(2).values).toEqual([undefined, 'Ana', 1]);
  });

  it('keeps any text as text: markup, formulas, spaces, characters XML cannot hold, and cuts it at Excel\'s limit', async () => {
    const zip = await write('Planilha', [
      ['<b>Ana & "Bia"</b>', '=HYPERLINK("http://x")'],
      ['  com espaços  ', '+55 11'],
      ['sem\u0000controle\u0007s', 'a\ud800b'],
      ['x'.repeat(XLSX_MAX_TEXT + 10), '-1'],
      ['linha 1\nlinha 2', '@soma'],
    ]);
    const sheetXml = entries(zip).get('xl/worksheets/sheet1.xml')!;
    expect(sheetXml).not.toContain('<f>');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(zip as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Planilha')!;
    const values = (row: number) => [sheet.getRow(row).getCell(1).value, sheet.getRow(row).getCell(2).value];
    expect(values(2)).toEqual(['<b>Ana & "Bia"</b>', '=HYPERLINK("http://x")']);
    expect(values(3)).toEqual(['  com espaços  ', '+55 11']);
    expect(values(4)).toEqual(['semcontroles', 'ab']);
    expect((values(5)[0] as string).length).toBe(XLSX_MAX_TEXT);
    expect(values(5)[1]).toBe('-1');
    expect(values(6)).toEqual(['linha 1\nlinha 2', '@soma']);
  });

  it('writes numbers, booleans and dates as such, and leaves empty and non-finite values blank', async () => {
    const zip = await write('Planilha', [
      [3.5, true],
      [new Date(Date.UTC(2026, 10, 27)), null],
      [Number.NaN, ''],
      [new Date('x'), undefined],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(zip as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Planilha')!;
    expect(sheet.getRow(2).getCell(1).value).toBe(3.5);
    expect(sheet.getRow(2).getCell(2).value).toBe(true);
    expect((sheet.getRow(3).getCell(1).value as Date).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('dd/mm/yyyy');
    for (const row of [3, 4, 5]) expect(sheet.getRow(row).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.getRow(5).getCell(1).value).toBeNull();
  });

  it('gives early 1900 dates the serial numbers Excel shows them by (it counts a 29/02/1900), and earlier days as text', async () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const zip = await write('Planilha', [[day('1900-01-01'), day('1900-02-28')], [day('1900-03-01'), day('2026-11-27')], [day('1899-12-31'), null]]);
    const sheetXml = entries(zip).get('xl/worksheets/sheet1.xml')!;
    const value = (ref: string) => new RegExp(`<c r="${ref}"[^>]*>(?:<v>([^<]*)</v>|<is><t>([^<]*)</t></is>)`).exec(sheetXml)?.slice(1).find(Boolean);
    expect([value('A2'), value('B2'), value('A3'), value('B3'), value('A4')]).toEqual(['1', '59', '61', '46353', '31/12/1899']);
  });

  it('puts the auto-filter over the first rows only when asked (a table with a total under it)', async () => {
    const out = new PassThrough();
    const bytes = collect(out);
    const writer = createXlsxWriter(out, 'Planilha', [{ header: 'Mês', width: 8 }]);
    for (const row of [['Jan'], ['Fev'], ['Total']]) await writer.addRow(row);
    await writer.finish({ filteredRows: 2 });
    expect(entries(await bytes).get('xl/worksheets/sheet1.xml')).toContain('<autoFilter ref="A1:A3"/>');
  });

  it('names the sheet as Excel allows', () => {
    expect(sheetName('Atendimentos 2026')).toBe('Atendimentos 2026');
    expect(sheetName('a/b\\c?d*e[f]g:h')).toBe('a b c d e f g h');
    expect(sheetName("'Plano de ação: uma lista bem longa demais'")).toBe('Plano de ação  uma lista bem lo');
    expect(sheetName(' :: ')).toBe('Planilha');
    expect(xmlText('a & <b> "c"')).toBe('a &amp; &lt;b&gt; &quot;c&quot;');
    expect([1, 26, 27, 52, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });

  it('stops with an error once the reader has gone away, so the export stops reading the database', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const writer = createXlsxWriter(out, 'Planilha', [{ header: 'Texto', width: 20 }]);
    await writer.addRow(['primeira']);
    out.destroy();
    await expect(
      (async () => {
        for (let i = 0; i < 100_000; i++) await writer.addRow([`linha ${i} ${Math.random()}`]);
      })(),
    ).rejects.toThrow(ZIP_ABORTED);
  });
});
