import { FILE_TYPES } from '@sisacte/contracts/files/files';
import { Transform, type TransformCallback } from 'node:stream';
import { pdfActiveContent } from './pdf-active-content';

/* What a file is, judged by its first bytes (its name's extension must agree), and a safe name for it. */

/** Bytes read before deciding: enough for every signature and for the text check. */
const SNIFF_BYTES = 4096;

type FileType = (typeof FILE_TYPES)[number];

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Plain text: no NUL and no other control character than tab, line feed, carriage return and form feed, and valid UTF-8. */
function isText(bytes: Buffer, complete: boolean): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    // `stream: true` when the file goes on: a character cut at the end of the window is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

const MATCHES: Record<string, (bytes: Buffer, complete: boolean) => boolean> = {
  pdf: (b) => startsWith(b, '%PDF-'),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a'),
  webp: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8),
  docx: (b) => startsWith(b, ZIP),
  xlsx: (b) => startsWith(b, ZIP),
  pptx: (b) => startsWith(b, ZIP),
  // An OpenDocument file is a zip whose first entry is 'mimetype' with the type, uncompressed.
  odt: (b) => startsWith(b, ZIP) && b.subarray(30, 100).toString('latin1').startsWith('mimetypeapplication/vnd.oasis.opendocument.text'),
  ods: (b) => startsWith(b, ZIP) && b.subarray(30, 100).toString('latin1').startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
  doc: (b) => startsWith(b, OLE),
  xls: (b) => startsWith(b, OLE),
  txt: isText,
  csv: isText,
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The allowed type of a file named `name` whose first bytes are `head`, or null. */
export function detectFileType(name: string, head: Buffer, complete: boolean): FileType | null {
  const ext = extensionOf(name);
  const type = FILE_TYPES.find((t) => (t.ext as readonly string[]).includes(ext));
  if (!type || !MATCHES[ext]?.(head, complete)) return null;
  return type;
}

const MAX_NAME = 150;

/**
 * The name a file is listed and downloaded under: the last segment of what the client sent (no
 * folders, so no '..'), without control characters, with only letters, digits, spaces and
 * `._()+,-`, no leading dot, at most 150 characters (the extension kept); 'arquivo' when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()+,-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!name) return 'arquivo';
  if ([...name].length <= MAX_NAME) return name;
  const ext = extensionOf(name);
  const chars = [...name];
  if (!ext || ext.length > 10) return chars.slice(0, MAX_NAME).join('');
  return `${chars.slice(0, MAX_NAME - ext.length - 1).join('').trimEnd()}.${ext}`;
}

export class FileTypeRefused extends Error {
  override name = 'FileTypeRefused';
}
export class FileTooLarge extends Error {
  override name = 'FileTooLarge';
}

const SAVE_AS_PLAIN_PDF = 'Salve-o novamente como PDF simples (Imprimir → Salvar como PDF) e envie outra vez.';
export const PDF_ACTIVE_CONTENT_MESSAGE = `O PDF contém conteúdo ativo (JavaScript, ações automáticas ou arquivos embutidos) e não foi aceito. ${SAVE_AS_PLAIN_PDF}`;
export const PDF_UNVERIFIABLE_MESSAGE = `O PDF não pôde ser verificado (está protegido por senha ou usa uma compressão que não lemos) e não foi aceito. ${SAVE_AS_PLAIN_PDF}`;

/** A PDF with active content, or one whose objects could not be read through to check (pdf-active-content.ts). */
export class PdfRefused extends Error {
  override name = 'PdfRefused';
  constructor(readonly verdict: 'active' | 'unverifiable') {
    super(verdict === 'active' ? PDF_ACTIVE_CONTENT_MESSAGE : PDF_UNVERIFIABLE_MESSAGE);
  }
}

/**
 * Passes a file through unchanged once its first bytes show an allowed type for its name; fails with
 * FileTypeRefused otherwise (before a byte goes on), with FileTooLarge when `truncated()` says the
 * upload went past the limit, and with PdfRefused at the end for a PDF with active content (the
 * whole PDF is read for it, so it is kept in memory up to the upload limit). `type` and `size` are
 * known at the end.
 */
export class CheckedFile extends Transform {
  type: FileType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  /** A PDF's bytes so far, for the active-content check at the end. */
  private pdf: Buffer[] | null = null;

  constructor(
    private readonly name: string,
    private readonly truncated: () => boolean,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.type) {
      this.pdf?.push(chunk);
      return callback(null, chunk);
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.decide(false, callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.type) {
      if (this.headLength === 0) return callback();
      const pending: Buffer[] = [];
      let failed: Error | null = null;
      this.decide(true, (error, data) => {
        failed = (error as Error | null | undefined) ?? null;
        if (data) pending.push(data as Buffer);
      });
      if (failed) return callback(failed);
      for (const data of pending) this.push(data);
    }
    if (this.truncated()) return callback(new FileTooLarge());
    if (this.pdf) {
      const verdict = pdfActiveContent(Buffer.concat(this.pdf));
      this.pdf = null;
      if (verdict !== 'clean') return callback(new PdfRefused(verdict));
    }
    callback();
  }

  private decide(complete: boolean, callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectFileType(this.name, head.subarray(0, SNIFF_BYTES), complete);
    if (!this.type) return callback(new FileTypeRefused());
    if (this.type.mime === 'application/pdf') this.pdf = [head];
    callback(null, head);
  }
}
