import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PdfPrinter from 'pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatCep as maskCep } from '@sisacte/contracts/common/cep';
import { formatCpf as maskCpf } from '@sisacte/contracts/common/cpf';
import type { FastifyReply } from 'fastify';

/*
 * Documents the API hands out: PDFs (pdfmake, server side, with the Roboto fonts pdfmake ships,
 * which cover Portuguese and most Latin, Greek and Cyrillic names) and streamed XLSX (exceljs).
 * Every module's reports use these, so files look alike and large exports never sit in memory.
 */

let printer: PdfPrinter | undefined;

function pdfPrinter(): PdfPrinter {
  if (!printer) {
    const font = (file: string) => Buffer.from(vfs[file]!, 'base64');
    printer = new PdfPrinter({
      Roboto: {
        normal: font('Roboto-Regular.ttf'),
        bold: font('Roboto-Medium.ttf'),
        italics: font('Roboto-Italic.ttf'),
        bolditalics: font('Roboto-MediumItalic.ttf'),
      },
    } as never);
  }
  return printer;
}

/** Renders a pdfmake document to a Buffer. */
function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdf = pdfPrinter().createPdfKitDocument({
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
  /** Shown large at the top (Portuguese). */
  title: string;
  /** Lines under the title: filters applied, counts. */
  subtitle?: string[];
  content: Content[];
  landscape?: boolean;
}

/** A report with the usual frame: title, subtitle lines, generation date and page numbers. */
export function renderReport(options: PdfReportOptions): Promise<Buffer> {
  const generatedAt = formatDateTime(new Date());
  return renderPdf({
    pageOrientation: options.landscape ? 'landscape' : 'portrait',
    info: { title: options.title, creator: 'SisActe' },
    content: [
      { text: options.title, fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      ...(options.subtitle ?? []).map((line) => ({ text: line, fontSize: 9, color: '#444', margin: [0, 0, 0, 2] }) as Content),
      { text: `Gerado em ${generatedAt}`, fontSize: 8, color: '#666', margin: [0, 2, 0, 10] },
      ...options.content,
    ],
    footer: (page, pages) => ({ text: `Página ${page} de ${pages}`, alignment: 'right', fontSize: 8, margin: [36, 16] }),
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
  width?: number;
}

export interface XlsxStreamWriter {
  /** Adds one row (values in column order, or by column key) and commits it; awaits when the reader is slower than the writer. */
  addRow(values: unknown[] | Record<string, unknown>): Promise<void>;
  finish(): Promise<void>;
}

/**
 * A streamed workbook of one sheet: rows are committed as they come, without shared strings
 * or styles, so memory stays flat whatever the number of rows. Send `stream` as the reply body.
 */
export function createXlsxStream(sheetName: string, columns: XlsxColumn[]): { stream: PassThrough; writer: XlsxStreamWriter } {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // exceljs pipes each sheet's XML into the zip without heeding backpressure: when deflate falls
  // behind, that pipe's buffer grows without bound (~80 MB for 100,000 rows). Rows wait for it
  // as they wait for the reader, so memory stays flat.
  const sheetPipe = () => (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  return {
    stream,
    writer: {
      async addRow(values) {
        sheet.addRow(values).commit();
        const pipe = sheetPipe();
        if (pipe) await drained(pipe, stream);
        await drained(stream);
      },
      async finish() {
        sheet.commit();
        await workbook.commit();
      },
    },
  };
}

/**
 * Waits while `stream` holds more than its high-water mark; fails when `output` (the reply) went
 * away, so that an abandoned export stops reading the database.
 */
async function drained(stream: Writable, output: Writable = stream): Promise<void> {
  if (output.destroyed) throw new Error('export aborted: the stream was closed');
  // exceljs's inner pipe is a readable-stream 2 PassThrough, without Node's writableNeedDrain getter.
  const state = (stream as Writable & { _writableState?: { needDrain?: boolean } })._writableState;
  if (!(stream.writableNeedDrain ?? state?.needDrain)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('export aborted: the stream was closed'));
    stream.on('drain', onDrain);
    output.on('close', onClose);
  });
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
