import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CheckedFile, detectFileType, FileTooLarge, FileTypeRefused, sanitizeFileName } from './content';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Relatório final.pdf', 'Relatório final.pdf'],
    ['..', 'arquivo'],
    ['', 'arquivo'],
    [undefined, 'arquivo'],
    ['.bashrc.txt', 'bashrc.txt'],
    ['nome\u0000com\u202econtrole.pdf', 'nomecomcontrole.pdf'],
    ['a<b>c:d*e?f|g"h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['  espaços   demais .pdf  ', 'espaços demais .pdf'],
    ['São João (cópia 2).docx', 'São João (cópia 2).docx'],
  ])('%j → %j', (raw, safe) => expect(sanitizeFileName(raw)).toBe(safe));

  it('cuts a long name to 150 characters keeping its extension', () => {
    const name = sanitizeFileName(`${'é'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('detectFileType', () => {
  const zipOf = (mimetype: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(`mimetype${mimetype}`)]);
  it.each([
    ['a.pdf', Buffer.from('%PDF-1.7'), 'application/pdf'],
    ['a.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a...'), 'image/gif'],
    ['a.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a.odt', zipOf('application/vnd.oasis.opendocument.text'), 'application/vnd.oasis.opendocument.text'],
    ['a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/msword'],
    ['a.txt', Buffer.from('Olá, mundo\r\n\tfim'), 'text/plain; charset=utf-8'],
  ])('%s is accepted by its content', (name, head, mime) => expect(detectFileType(name, head, true)?.mime).toBe(mime));

  it.each([
    ['a.odt', zipOf('application/vnd.oasis.opendocument.spreadsheet')],
    ['a.txt', Buffer.from([0x4f, 0x6c, 0xe1])], // Latin-1, not UTF-8
    ['a.txt', Buffer.from('texto\u0000')],
    ['a.svg', Buffer.from('<svg onload="alert(1)"/>')],
    ['a.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['a.pdf.exe', Buffer.from('%PDF-1.7')],
  ])('%s with other content is refused', (name, head) => expect(detectFileType(name, head, true)).toBeNull());

  it('does not refuse a text whose window ends inside a character, unless the file ends there', () => {
    const cut = Buffer.from('ação', 'utf8').subarray(0, 4);
    expect(detectFileType('a.txt', cut, false)).not.toBeNull();
    expect(detectFileType('a.txt', cut, true)).toBeNull();
  });
});

describe('CheckedFile', () => {
  const drain = async (chunks: Buffer[], name: string, truncated = false) => {
    const checked = new CheckedFile(name, () => truncated);
    const out: Buffer[] = [];
    await pipeline(Readable.from(chunks), checked, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) out.push(chunk);
    });
    return { checked, out: Buffer.concat(out) };
  };

  it('passes the bytes through unchanged and counts them', async () => {
    const chunks = [Buffer.from('%PD'), Buffer.from('F-1.4\n'), Buffer.alloc(10_000, 0x61)];
    const { checked, out } = await drain(chunks, 'x.pdf');
    expect(out.equals(Buffer.concat(chunks))).toBe(true);
    expect(checked.size).toBe(10_009);
    expect(checked.type?.mime).toBe('application/pdf');
  });

  it('fails before passing anything on for a refused type, and at the end for a truncated upload', async () => {
    await expect(drain([Buffer.from('MZ'), Buffer.alloc(5000)], 'x.pdf')).rejects.toBeInstanceOf(FileTypeRefused);
    await expect(drain([Buffer.from('%PDF-1.4')], 'x.pdf', true)).rejects.toBeInstanceOf(FileTooLarge);
  });
});
