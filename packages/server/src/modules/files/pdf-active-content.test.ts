import { deflateSync } from 'node:zlib';
import { pdfActiveContent } from './pdf-active-content';

/** A small PDF: `catalog` are the Catalog's extra entries, `objects` more objects (their text, or bytes for stream data). */
function handMadePdf({ catalog = '', objects = [] as (string | Buffer)[] } = {}): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`, 'latin1'),
    ...objects.map((o) => (typeof o === 'string' ? Buffer.from(o, 'latin1') : o)),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A stream object `n` with `dict` entries and `data` (its /Length set). */
const stream = (n: number, dict: string, data: Buffer) => Buffer.concat([Buffer.from(`${n} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')]);
/** An object stream holding `objects` (numbered from 10), compressed unless `filter` says otherwise. */
const objectStream = (objects: string[], { dict = '/Type /ObjStm', filter = '/Filter /FlateDecode' } = {}) => {
  const offsets: number[] = [];
  objects.reduce((at, o) => (offsets.push(at), at + o.length + 1), 0);
  const header = objects.map((_o, i) => `${10 + i} ${offsets[i]}`).join(' ');
  const body = `${header}\n${objects.join('\n')}`;
  const data = filter.includes('FlateDecode') ? deflateSync(Buffer.from(body, 'latin1')) : Buffer.from(body, 'latin1');
  return stream(4, `${dict} /N ${objects.length} /First ${header.length + 1} ${filter}`, data);
};

describe('active content in a PDF', () => {
  it('a plain PDF, one that opens on a page (as office suites and LaTeX write it), with outlines and links, is clean', () => {
    expect(pdfActiveContent(handMadePdf())).toBe('clean');
    expect(pdfActiveContent(handMadePdf({ catalog: '/OpenAction [3 0 R /XYZ null null 0] /Outlines 5 0 R', objects: ['5 0 obj\n<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>\nendobj\n'] }))).toBe('clean');
    expect(pdfActiveContent(handMadePdf({ catalog: '/OpenAction[3 0 R/Fit]' }))).toBe('clean');
    expect(pdfActiveContent(handMadePdf({ catalog: '/OpenAction 5 0 R', objects: ['5 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n6 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.gov.br) >> >>\nendobj\n'] }))).toBe('clean');
  });

  it.each([
    ['a script run on opening', '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'],
    ['a script on opening, by reference', '/OpenAction 5 0 R >> endobj 5 0 obj << /Type /Action /S /JavaScript /JS 6 0 R'],
    ['an escaped name', '/Names << /J#61vaScript 6 0 R >>'],
    ['a fully escaped name', '/#4A#53 (x)'],
    ['a program launched', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
    ['actions on events', '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'],
    ['embedded files', '/Names << /EmbeddedFiles 7 0 R >>'],
    ['rich media', '/Extra << /Subtype /RichMedia >>'],
    ['a form that sends data', '/AcroForm << /Fields [] /XFA 8 0 R >>'],
  ])('%s is active', (_what, catalog) => {
    expect(pdfActiveContent(handMadePdf({ catalog }))).toBe('active');
  });

  it('reads names, not strings, comments or compressed stream data', () => {
    expect(pdfActiveContent(handMadePdf({ catalog: '/Title (veja /JavaScript e /JS aqui) % /Launch num comentário\n' }))).toBe('clean');
    // Image bytes that happen to spell a name.
    const image = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(' /JS /AA /OpenAction << >> '), Buffer.alloc(100, 7)]);
    expect(pdfActiveContent(handMadePdf({ objects: [stream(5, '/Type /XObject /Subtype /Image /Filter /DCTDecode', image)] }))).toBe('clean');
  });

  it('reads the objects inside object streams, compressed or not, with or without their /Type', () => {
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])] }))).toBe('clean');
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /Type /Font >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])] }))).toBe('active');
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /S /J#61vaScript >>'], { dict: '' })] }))).toBe('active');
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /S /Launch >>'], { filter: '' })] }))).toBe('active');
    // A comment between /Type and /ObjStm hides nothing.
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /S /Launch >>'], { dict: '/Type % nada\n/ObjStm' })] }))).toBe('active');
  });

  it('an object stream it cannot read leaves the PDF unverified', () => {
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< /S /JavaScript >>'], { filter: '/Filter /LZWDecode' })] }))).toBe('unverifiable');
    expect(pdfActiveContent(handMadePdf({ objects: [objectStream(['<< >>'], { filter: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>' })] }))).toBe('unverifiable');
    // Encrypted (or damaged) data does not inflate.
    expect(pdfActiveContent(handMadePdf({ objects: [stream(4, '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', Buffer.from('not zlib at all'))] }))).toBe('unverifiable');
  });

  it('a stream without endstream does not hide the objects after its /Length', () => {
    const data = Buffer.alloc(20, 0x41);
    const cut = Buffer.concat([Buffer.from(`5 0 obj\n<< /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendobj\n6 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\n')]);
    expect(pdfActiveContent(handMadePdf({ objects: [cut, stream(7, '', Buffer.from('q Q'))] }))).toBe('active');
    // An indirect /Length is looked up.
    const indirect = Buffer.concat([Buffer.from('5 0 obj\n<< /Length 8 0 R >>\nstream\n'), data, Buffer.from('\nendobj\n8 0 obj\n20\nendobj\n6 0 obj\n<< /S /Launch >>\nendobj\n')]);
    expect(pdfActiveContent(handMadePdf({ objects: [indirect, stream(7, '', Buffer.from('q Q'))] }))).toBe('active');
  });
});
