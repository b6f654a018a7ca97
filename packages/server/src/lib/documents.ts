import { PassThrough } from 'node:stream';
import type PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatCep as maskCep } from '@sisacte/contracts/common/cep';
import { formatCpf as maskCpf } from '@sisacte/contracts/common/cpf';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyReply } from 'fastify';
import { createXlsxWriter, type XlsxValue } from './xlsx-writer';

/*
 * Documents the API hands out: PDFs (pdfmake, server side, with the Roboto fonts pdfmake ships,
 * which cover Portuguese and most Latin, Greek and Cyrillic names) and streamed XLSX (xlsx-writer.ts).
 * Every module's reports use these, so files look alike and large exports never sit in memory.
 * pdfmake (with its fonts) is loaded on the first PDF, not at start: it is a sizeable part of the
 * idle server's memory and of its start-up time.
 */

let printer: Promise<PdfPrinter> | undefined;

function pdfPrinter(): Promise<PdfPrinter> {
  printer ??= (async () => {
    const [{ default: Printer }, { default: vfs }] = await Promise.all([import('pdfmake'), import('pdfmake/build/vfs_fonts')]);
    const font = (file: string) => Buffer.from(vfs[file]!, 'base64');
    return new Printer({
      Roboto: {
        normal: font('Roboto-Regular.ttf'),
        bold: font('Roboto-Medium.ttf'),
        italics: font('Roboto-Italic.ttf'),
        bolditalics: font('Roboto-MediumItalic.ttf'),
      },
    } as never);
  })();
  printer.catch(() => (printer = undefined));
  return printer;
}


/** Renders a pdfmake document to a Buffer. */
async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdf = (await pdfPrinter()).createPdfKitDocument({
    pageSize: 'A4',
    pageMargins: [36, 48, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    ...doc,
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

export interface PdfReportOptions {
  /** Shown large at the top (in the document's language). */
  title: string;
  /** Lines under the title: filters applied, counts. */
  subtitle?: string[];
  content: Content[];
  landscape?: boolean;
  /**
   * The language of the frame (generation date, page numbers): a document a member of the public downloads from a
   * page in another language is framed in it; staff documents leave it out and stay in Portuguese.
   */
  language?: ContentLanguage;
}

/**
 * The frame's words in each language of the public pages: when the document was made (Brasília time) and
 * 'page n of m'. Spanish, English and French written in full; Haitian Creole written as well as we could,
 * awaiting review by a native speaker (like the public pages' catalogues).
 */
const FRAME: Readonly<Record<ContentLanguage, { generatedAt: (when: Date) => string; page: (page: number, pages: number) => string }>> = {
  pt: { generatedAt: (when) => `Gerado em ${formatDateTime(when)}`, page: (page, pages) => `Página ${page} de ${pages}` },
  es: { generatedAt: (when) => `Generado el ${day(when)} a las ${time(when)}`, page: (page, pages) => `Página ${page} de ${pages}` },
  // the month named: 03/05 is read differently on either side of the Atlantic
  en: { generatedAt: (when) => `Generated on ${ENGLISH_DAY.format(when)} at ${time(when)}`, page: (page, pages) => `Page ${page} of ${pages}` },
  fr: { generatedAt: (when) => `Généré le ${day(when)} à ${time(when)}`, page: (page, pages) => `Page ${page} sur ${pages}` },
  // awaiting review by a native speaker
  ht: { generatedAt: (when) => `Fèt ${day(when)} a ${time(when)}`, page: (page, pages) => `Paj ${page} sou ${pages}` },
};

/** A report with the usual frame: title, subtitle lines, generation date and page numbers, in `language` (Portuguese by default). */
export function renderReport(options: PdfReportOptions): Promise<Buffer> {
  const frame = FRAME[options.language ?? 'pt'];
  const generatedAt = frame.generatedAt(new Date());
  return renderPdf({
    pageOrientation: options.landscape ? 'landscape' : 'portrait',
    info: { title: options.title, creator: 'SisActe' },
    content: [
      { text: options.title, fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      ...(options.subtitle ?? []).map((line) => ({ text: line, fontSize: 9, color: '#444', margin: [0, 0, 0, 2] }) as Content),
      { text: generatedAt, fontSize: 8, color: '#666', margin: [0, 2, 0, 10] },
      ...options.content,
    ],
    footer: (page, pages) => ({ text: frame.page(page, pages), alignment: 'right', fontSize: 8, margin: [36, 16] }),
  });
}

/** A table with a bold, shaded header row; `null`/undefined cells print as '—'. */
export function pdfTable(headers: string[], rows: (string | number | null | undefined)[][], widths?: (string | number)[]): Content {
  const cell = (v: string | number | null | undefined): TableCell => ({ text: v === null || v === undefined || v === '' ? '—' : String(v) });
  return {
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })), ...rows.map((r) => r.map(cell))],
    },
    layout: 'lightHorizontalLines',
  };
}

/** Label/value pairs in two columns (a record's profile). */
export function pdfFields(pairs: [string, string | number | null | undefined][]): Content {
  return {
    table: {
      widths: [140, '*'],
      body: pairs.map(([label, value]) => [
        { text: label, bold: true },
        { text: value === null || value === undefined || value === '' ? '—' : String(value) },
      ]),
    },
    layout: 'noBorders',
  };
}

// ---------------------------------------------------------------- XLSX

export interface XlsxColumn {
  header: string;
  key: string;
  /** In characters; by default from the type (text 18, date 12, number 10), and never narrower than the header and its filter button. */
  width?: number;
  /**
   * 'date': stored as a real date, shown dd/mm/aaaa, so the sheet sorts and filters it as a date. Takes a
   * Date or an ISO date-time (the day in Brasília), 'YYYY-MM-DD' or 'DD/MM/YYYY'; anything else is kept as text.
   */
  type?: 'text' | 'number' | 'date';
}

export interface XlsxStreamWriter {
  /** Adds one row (values in column order, or by column key) and commits it; awaits when the reader is slower than the writer. */
  addRow(values: unknown[] | Record<string, unknown>): Promise<void>;
  /** Ends the file; the auto-filter covers every row, or the first `filteredRows` (see xlsx-writer.ts). */
  finish(options?: { filteredRows?: number }): Promise<void>;
}

const DEFAULT_WIDTHS = { text: 18, date: 12, number: 10 } as const;
/** Room beside the header for the filter's drop-down button. */
const FILTER_BUTTON_CHARS = 3;

/** A column's width in characters: as defined, or by type; always enough for its header and the filter button. */
export function xlsxColumnWidth(column: XlsxColumn): number {
  return Math.max(column.width ?? DEFAULT_WIDTHS[column.type ?? 'text'], column.header.length + FILTER_BUTTON_CHARS);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A calendar day as a spreadsheet keeps it (midnight UTC: Excel dates carry no time zone). */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The value of a date cell: a Date at midnight UTC of the day, null when empty, the value itself when it is no date. */
export function xlsxDate(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  let instant: Date | undefined;
  if (value instanceof Date) instant = value;
  else if (typeof value === 'string') {
    const iso = ISO_DAY.exec(value);
    if (iso) return utcDay(+iso[1]!, +iso[2]!, +iso[3]!);
    const br = BR_DAY.exec(value);
    if (br) return utcDay(+br[3]!, +br[2]!, +br[1]!);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) instant = new Date(value);
  }
  if (!instant || Number.isNaN(instant.getTime())) return value;
  // the day it was in Brasília ('21/11/2026' → year, month, day)
  const [day, month, year] = DATE.format(instant).split('/').map(Number);
  return utcDay(year!, month!, day!);
}

/**
 * A streamed workbook of one sheet (xlsx-writer.ts): rows are written out as they come, so memory
 * stays flat whatever the number of rows. The header row is bold, frozen and carries an auto-filter
 * over every row written; dates are real dates; widths come from the column definitions (never from
 * the rows, which are not kept). Send `stream` as the reply body.
 */
export function createXlsxStream(sheetName: string, columns: XlsxColumn[]): { stream: PassThrough; writer: XlsxStreamWriter } {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  const writer = createXlsxWriter(
    stream,
    sheetName,
    columns.map((c) => ({ header: c.header, width: xlsxColumnWidth(c) })),
  );
  const keys = columns.map((c) => c.key);
  const isDate = columns.map((c) => c.type === 'date');
  const cells = (values: unknown[] | Record<string, unknown>): XlsxValue[] => {
    const inOrder = Array.isArray(values) ? values : keys.map((k) => values[k]);
    return columns.map((_, i) => (isDate[i] ? xlsxDate(inOrder[i]) : inOrder[i]) as XlsxValue);
  };
  return {
    stream,
    writer: {
      addRow: (values) => writer.addRow(cells(values)),
      finish: (options) => writer.finish(options),
    },
  };
}

// ---------------------------------------------------------------- replies

/** `Content-Disposition` for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const PDF_TYPE = 'application/pdf';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply.header('content-type', PDF_TYPE).header('content-disposition', contentDisposition(filename, 'inline')).send(pdf);
}

export function sendXlsxStream(reply: FastifyReply, filename: string, stream: PassThrough) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(filename)).send(stream);
}

// ---------------------------------------------------------------- formatting (Brazilian)

const TZ = 'America/Sao_Paulo';
// Built once: an Intl formatter costs far more to create than to use (exports format 100,000s of dates).
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, dateStyle: 'short', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, dateStyle: 'short' });

/** 21/11/2026 14:05 (Brasília time). */
export function formatDateTime(date: Date): string {
  return DATE_TIME.format(date);
}

// The frame of a document in another language (FRAME): the day as 21/11/2026, or '21 November 2026' in English,
// and the time as 14:05, in Brasília time.
const TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, day: 'numeric', month: 'long', year: 'numeric' });
const day = (date: Date) => DATE.format(date);
const time = (date: Date) => TIME.format(date);

/** 21/11/2026 (Brasília time) from a Date or an ISO date-time, or DD/MM/YYYY from an ISO 'YYYY-MM-DD'. */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
    value = new Date(value);
  }
  return DATE.format(value);
}

/** 999.999.999-99, or null when there is no CPF. */
export function formatCpf(cpf: string | null | undefined): string | null {
  return cpf ? maskCpf(cpf) : null;
}

/** 99999-999, or null when there is no CEP. */
export function formatCep(cep: string | null | undefined): string | null {
  return cep ? maskCep(cep) : null;
}
