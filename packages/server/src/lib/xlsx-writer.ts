import type { Writable } from 'node:stream';
import { ZipWriter, type ZipEntry } from './zip-writer';

/*
 * A one-sheet XLSX workbook (Office Open XML, SpreadsheetML) written as a stream: the sheet's rows
 * are turned into XML as they come and deflated into the zip (zip-writer.ts), so an export of any
 * length holds one batch of XML in memory. Text goes in inline strings (no shared-strings table to
 * keep), and a text is never read as a formula. Three cell styles: plain, the bold header and the
 * dd/mm/aaaa date. Written here rather than through a spreadsheet library: exceljs built a row and a
 * cell object per value and was itself a sizeable load (the 100,000-row exports peaked above their
 * memory budgets); the workbooks are read back by exceljs in the tests.
 */

export interface XlsxSheetColumn {
  header: string;
  /** In characters. */
  width: number;
}

/** A cell's value: text, number, boolean, a date (its day and time as Excel keeps them: no zone), or empty. */
export type XlsxValue = string | number | boolean | Date | null | undefined;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes in styles.xml's cellXfs. */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;

/** Excel's longest cell text. */
export const XLSX_MAX_TEXT = 32_767;
/** Days from Excel's day 0 (1899-12-30, for dates from 1900-03-01) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
/** Excel's serial of 1900-03-01: before it, Excel counts a 29/02/1900 that never was, so one day less. */
const EXCEL_MARCH_1900 = 61;
const DAY_MS = 86_400_000;
/** Sheet XML gathered before it is deflated. */
const FLUSH_CHARS = 64 * 1024;

const CONTENT_TYPES =
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_DECLARATION +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_DECLARATION +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const STYLES =
  XML_DECLARATION +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** 'A', 'B', … 'Z', 'AA': the letters of a 1-based column number. */
export function columnLetters(n: number): string {
  let letters = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

// Characters XML 1.0 cannot carry (controls other than tab and line breaks, lone surrogates, U+FFFE/F).
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPED = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` as XML character data (attribute-safe), without the characters XML cannot hold. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(ESCAPED, (c) => ENTITIES[c]!);
}

/** A sheet's name as Excel takes it: none of \ / ? * [ ] :, no apostrophe at either end, at most 31 characters. */
export function sheetName(name: string): string {
  const trimmed = (text: string) => text.replace(/^[\s']+|[\s']+$/g, '');
  const clean = trimmed(trimmed(name.replace(/[\\/?*[\]:]/g, ' ').replace(NOT_XML, '')).slice(0, 31));
  return clean || 'Planilha';
}

function inlineString(ref: string, text: string, style: number): string {
  const value = text.length > XLSX_MAX_TEXT ? text.slice(0, XLSX_MAX_TEXT) : text;
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/** One cell's XML ('' for an empty cell). */
function cellXml(ref: string, value: XlsxValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (typeof value) {
    case 'string':
      return inlineString(ref, value, 0);
    case 'number':
      return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    default: {
      if (!(value instanceof Date)) return inlineString(ref, String(value), 0);
      const time = value.getTime();
      if (Number.isNaN(time)) return '';
      let serial = time / DAY_MS + EXCEL_EPOCH_DAYS;
      if (serial < EXCEL_MARCH_1900) serial -= 1;
      // Before 1900 Excel has no dates: the day as text.
      if (serial < 1) return inlineString(ref, value.toISOString().slice(0, 10).split('-').reverse().join('/'), 0);
      return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial}</v></c>`;
    }
  }
}

export interface XlsxWriter {
  /** Adds one row (values in column order); waits while the output is full. */
  addRow(values: readonly XlsxValue[]): Promise<void>;
  /**
   * Ends the sheet and the file, and ends `output`. The auto-filter covers the header and every row,
   * or its first `filteredRows` (a table with a total and notes under it: sorting keeps them out).
   */
  finish(options?: { filteredRows?: number }): Promise<void>;
}

/**
 * A workbook of one sheet named `name`, written to `output`: a bold header row, frozen, with an
 * auto-filter over every row; `columns` give the headers and widths. Every call fails once `output`
 * has closed.
 */
export function createXlsxWriter(output: Writable, name: string, columns: readonly XlsxSheetColumn[]): XlsxWriter {
  const zip = new ZipWriter(output);
  const letters = columns.map((_, i) => columnLetters(i + 1));
  const lastColumn = letters[letters.length - 1] ?? 'A';
  let rows = 0;
  let pending = '';
  let sheet: ZipEntry | undefined;

  const workbook =
    XML_DECLARATION +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const sheetStart =
    XML_DECLARATION +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (columns.length ? `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')}</cols>` : '') +
    '<sheetData>';

  const row = (values: readonly XlsxValue[], style: number) => {
    rows++;
    let xml = `<row r="${rows}">`;
    for (let i = 0; i < letters.length; i++) {
      const value = values[i];
      xml += style && typeof value === 'string' ? inlineString(`${letters[i]}${rows}`, value, style) : cellXml(`${letters[i]}${rows}`, value);
    }
    pending += `${xml}</row>`;
  };

  let opening: Promise<ZipEntry> | undefined;
  const open = () =>
    (opening ??= (async () => {
      await zip.add('[Content_Types].xml', CONTENT_TYPES);
      await zip.add('_rels/.rels', ROOT_RELS);
      await zip.add('xl/workbook.xml', workbook);
      await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
      await zip.add('xl/styles.xml', STYLES);
      sheet = await zip.entry('xl/worksheets/sheet1.xml');
      pending = sheetStart;
      row(
        columns.map((c) => c.header),
        STYLE_HEADER,
      );
      return sheet;
    })());

  const flush = async (entry: ZipEntry) => {
    const xml = pending;
    pending = '';
    await entry.write(xml);
  };

  return {
    async addRow(values) {
      const entry = sheet ?? (await open());
      row(values, 0);
      if (pending.length >= FLUSH_CHARS) await flush(entry);
    },
    async finish(options = {}) {
      const entry = sheet ?? (await open());
      const filtered = Math.min(rows, 1 + (options.filteredRows ?? rows));
      pending += `</sheetData><autoFilter ref="A1:${lastColumn}${filtered}"/></worksheet>`;
      await flush(entry);
      await entry.end();
      await zip.finish();
    },
  };
}
