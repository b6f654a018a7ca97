import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { formatCpf, formatDate, pdfTable, renderReport, sendPdf, sendXlsxStream, type XlsxColumn } from '../../../lib/documents';
import type { ListExport } from '../../shared/crud/routes';
import { PDF_LIST_LIMIT, streamXlsx } from './export';
import type { MembershipFilter, MembershipLink } from './repository/membership-links';

/*
 * The list reports of case management (PDF and XLSX of what a list shows), declared once per entity:
 * its columns (title, value, width) and how to read its rows. The PDF holds the first PDF_LIST_LIMIT
 * rows with a count line; the XLSX has every row, streamed in batches. Dates print dd/mm/aaaa (real
 * dates in the sheet); a text starting with = + - @ is a text cell, never a formula.
 */

type Cell = string | number | null | undefined;

export interface ReportColumn<Row> {
  /** The Portuguese column title. */
  title: string;
  value: (row: Row) => Cell;
  /** 'date': a 'YYYY-MM-DD' or ISO value, shown dd/mm/aaaa. */
  type?: 'text' | 'number' | 'date';
  /** XLSX width in characters (by type otherwise). */
  width?: number;
  /** The PDF gives the remaining width to wide columns ('*'), the others fit their content. */
  wide?: boolean;
  /** In one of the two files only (the PDF is narrower). */
  only?: 'pdf' | 'xlsx';
}

/** The columns several lists print alike, declared once so that they read and size the same everywhere. */
export const nameColumn = <Row>(value: (row: Row) => string): ReportColumn<Row> => ({ title: 'Nome', value, width: 36, wide: true });

/** The person of a record (stay, referral, enrolment…): Nome and CPF. */
export const personColumns = <Row extends { welcomed: { name: string; cpf: string | null } }>(): ReportColumn<Row>[] => [
  nameColumn((r) => r.welcomed.name),
  { title: 'CPF', value: (r) => formatCpf(r.welcomed.cpf), width: 16 },
];

/** Who registered the record ('Cadastrado por', 'Registrado por', 'Matriculado por'…). */
export const authorColumn = <Row extends { author: { name: string } | null }>(title: string): ReportColumn<Row> => ({ title, value: (r) => r.author?.name, width: 22 });

/** When the record was registered ('Cadastrado em', 'Dt. Matrícula'…). */
export const createdAtColumn = <Row extends { created_at: string }>(title: string, extra: Pick<ReportColumn<Row>, 'width' | 'only'> = {}): ReportColumn<Row> => ({
  title,
  value: (r) => r.created_at,
  type: 'date',
  ...extra,
});

/** How the count line names the rows: { one: 'estadia', many: 'estadias', feminine: true }. */
export interface ReportNoun {
  one: string;
  many: string;
  feminine?: boolean;
}

/** A report's names: its title, sheet, file and the noun of its count line. */
export type ReportNames = Pick<ListReportDefinition<unknown, unknown>, 'title' | 'sheet' | 'file' | 'noun'>;

/**
 * The names of a list report from its sheet's name: reportNames('Voluntários', { one: 'voluntário',
 * many: 'voluntários' }) is titled 'Relatório de Voluntários', saved as 'voluntarios' (lowercase,
 * without accents, hyphens for spaces). `override` gives a title or file that does not follow the rule.
 */
export function reportNames(sheet: string, noun: ReportNoun, override: Partial<Pick<ReportNames, 'title' | 'file'>> = {}): ReportNames {
  const file = sheet
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');
  return { title: `Relatório de ${sheet}`, sheet, file, noun, ...override };
}

export interface ListReportDefinition<Row, Filter> {
  /** 'Relatório de Estadias' */
  title: string;
  /** The sheet's name ('Estadias'). */
  sheet: string;
  /** File names without extension ('estadias'). */
  file: string;
  noun: ReportNoun;
  columns: ReportColumn<Row>[];
  /**
   * One page of the filter's rows, in the list's order, and how many there are (`exact: false`: an
   * estimate). `uncapped`: the XLSX reads every page, past the rows a list serves on screen (lib/list-count.ts).
   */
  page(db: DbOrTx, filter: Filter, sort: string | undefined, page: ReportPage): Promise<{ content: Row[]; total: number; exact?: boolean }>;
  /**
   * The next `limit` rows after `last` (null: from the start), for the XLSX, in the list's default
   * order (`batchSort`). Omitted for small lists: the XLSX then reads `page` in pages.
   */
  batchAfter?(db: DbOrTx, filter: Filter, last: Row | null, limit: number): Promise<Row[]>;
  /** The list's default sort as the screens send it ('id,desc'): the order of batchAfter. */
  batchSort?: string;
  /** Lines under the title (the course of an enrolment list, for example). */
  subtitle?(db: DbOrTx, filter: Filter): Promise<string[]>;
}

export interface ReportPage {
  page: number;
  size: number;
  uncapped?: boolean;
}

/** How a report of the people linked to a record titles its columns: the status's width, when and by whom they were linked. */
export interface MembersColumns {
  statusWidth: number;
  /** 'Dt. Matrícula' */
  linkedOn: string;
  /** 'Matriculado por' */
  linkedBy: string;
}

/**
 * The report of the people linked to a record (enrolled in a course, referred to a vacancy), read from
 * the link table's list (by name): each person, the link's status, when and by whom they were linked.
 */
export function membersReport<F extends string, S extends string>(
  links: { list(db: DbOrTx, filter: MembershipFilter<F>, page: ReportPage): Promise<{ content: MembershipLink<F, S>[]; total: number }> },
  def: ReportNames & { columns: MembersColumns; subtitle: ListReportDefinition<MembershipLink<F, S>, MembershipFilter<F>>['subtitle'] },
): ListReport<MembershipFilter<F>> {
  const { columns, ...rest } = def;
  return listReport<MembershipLink<F, S>, MembershipFilter<F>>({
    ...rest,
    columns: [
      ...personColumns(),
      { title: 'Situação', value: (l) => l.status, width: columns.statusWidth },
      createdAtColumn(columns.linkedOn, { width: 14 }),
      authorColumn(columns.linkedBy),
    ],
    page: (db, filter, _sort, page) => links.list(db, filter, page),
  });
}

/** The reads of an entity a report reads its rows with (shared/crud's tableReads, personRecordReads). */
export interface EntityReads<Row, Filter> {
  list(db: DbOrTx, filter: Filter, query: ReportPage & { sort?: string | undefined }): Promise<{ content: Row[]; total: number; exact?: boolean }>;
  batchAfter(db: DbOrTx, filter: Filter, afterId: number | null, limit: number): Promise<Row[]>;
  /** The list's default sort ('id,desc'), the order of batchAfter. */
  defaultSort: string;
}

/** A report's rows read as its list reads them: the list's pages, and the XLSX's keyset batches in the list's default order. */
export function rowsOf<Row extends { id: number }, Filter>(reads: EntityReads<Row, Filter>): Pick<ListReportDefinition<Row, Filter>, 'page' | 'batchAfter' | 'batchSort'> {
  return {
    page: (db, filter, sort, page) => reads.list(db, filter, { ...page, sort }),
    batchAfter: (db, filter, last, limit) => reads.batchAfter(db, filter, last?.id ?? null, limit),
    batchSort: reads.defaultSort,
  };
}

/** A list's PDF and XLSX; crudRoutes' `report` serves them. */
export interface ListReport<Filter> extends ListExport<Filter> {
  pdf(db: DbOrTx, filter: Filter, sort: string | undefined): Promise<Buffer>;
  /** Every row in the list's order (`sort` as the list takes it; a keyset reader for the default order). */
  xlsx(db: DbOrTx, filter: Filter, sort: string | undefined, onError: (error: unknown) => void): PassThrough;
  /** Sends the PDF (inline, opened in a new window) as `<file>.pdf`; `ready` runs once it is made, before it is sent. */
  sendPdf(reply: FastifyReply, db: DbOrTx, filter: Filter, sort: string | undefined, ready?: () => Promise<void>): Promise<FastifyReply>;
  /**
   * Streams the XLSX (attachment, saved) as `<file>.xlsx`; errors go to `log`. One row is read first,
   * so an invalid sort or filter answers 400 as the list and the PDF do, before any byte is sent;
   * `ready` runs then, before the stream starts.
   */
  sendXlsx(reply: FastifyReply, db: DbOrTx, filter: Filter, sort: string | undefined, log: (error: unknown) => void, ready?: () => Promise<void>): Promise<FastifyReply>;
}

const thousands = (n: number) => n.toLocaleString('pt-BR');

/**
 * '12 estadias encontradas.', '2.345 estadias encontradas; este relatório mostra as primeiras 2.000
 * (a planilha XLSX traz todas).' A total that is an estimate (`exact` false) says 'cerca de', or
 * 'mais de' the rows shown when the estimate is no bigger.
 */
export function countLine(noun: ReportNoun, total: number, shown: number, exact = true): string {
  const o = noun.feminine ? 'a' : 'o';
  const found = (plural: boolean) => `encontrad${o}${plural ? 's' : ''}`;
  const amount = exact ? thousands(total) : total > shown + 1 ? `cerca de ${thousands(total)}` : `mais de ${thousands(shown)}`;
  if (total > shown || !exact) return `${amount} ${noun.many} ${found(true)}; este relatório mostra ${o}s primeir${o}s ${thousands(shown)} (a planilha XLSX traz tod${o}s).`;
  return total === 1 ? `1 ${noun.one} ${found(false)}.` : `${amount} ${noun.many} ${found(true)}.`;
}

/** An empty text is an empty cell. */
const blankToNull = (value: Cell) => (value === '' || value === undefined ? null : value);

const pdfCell = <Row>(column: ReportColumn<Row>, row: Row): Cell => {
  const value = column.value(row);
  return column.type === 'date' && typeof value === 'string' ? formatDate(value) : value;
};

export function listReport<Row, Filter>(def: ListReportDefinition<Row, Filter>): ListReport<Filter> {
  const pdfColumns = def.columns.filter((c) => c.only !== 'xlsx');
  const xlsxColumns = def.columns.filter((c) => c.only !== 'pdf');
  const sheetColumns: XlsxColumn[] = xlsxColumns.map((c, i) => ({ header: c.title, key: `c${i}`, type: c.type ?? 'text', ...(c.width ? { width: c.width } : {}) }));
  const o = def.noun.feminine ? 'a' : 'o';

  async function pdf(db: DbOrTx, filter: Filter, sort: string | undefined): Promise<Buffer> {
    const [{ content, total, exact }, extra] = await Promise.all([def.page(db, filter, sort, { page: 0, size: PDF_LIST_LIMIT }), def.subtitle?.(db, filter) ?? []]);
    return renderReport({
      title: def.title,
      subtitle: [...extra, countLine(def.noun, total, content.length, exact ?? true)],
      landscape: pdfColumns.length > 4,
      content: [
        content.length === 0
          ? { text: `Nenhum${def.noun.feminine ? 'a' : ''} ${def.noun.one} encontrad${o} com estes filtros.`, italics: true }
          : pdfTable(
              pdfColumns.map((c) => c.title),
              content.map((row) => pdfColumns.map((c) => pdfCell(c, row))),
              pdfColumns.map((c) => (c.wide ? '*' : 'auto')),
            ),
      ],
    });
  }

  /** The keyset reader serves the default order; another sort (or no keyset reader) reads pages of the list. */
  const byKeyset = (sort: string | undefined) => def.batchAfter !== undefined && (sort === undefined || sort === def.batchSort);

  function xlsx(db: DbOrTx, filter: Filter, sort: string | undefined, onError: (error: unknown) => void): PassThrough {
    let pageNo = 0;
    const paged = async (_last: Row | null, limit: number) => (await def.page(db, filter, sort, { page: pageNo++, size: limit, uncapped: true })).content;
    return streamXlsx<Row>(
      def.sheet,
      sheetColumns,
      byKeyset(sort) ? (last, limit) => def.batchAfter!(db, filter, last, limit) : paged,
      (row) => xlsxColumns.map((c) => blankToNull(c.value(row))),
      onError,
    );
  }

  return {
    pdf,
    xlsx,
    sendPdf: async (reply, db, filter, sort, ready) => {
      const file = await pdf(db, filter, sort);
      await ready?.();
      return sendPdf(reply, `${def.file}.pdf`, file);
    },
    sendXlsx: async (reply, db, filter, sort, log, ready) => {
      if (byKeyset(sort)) await def.batchAfter!(db, filter, null, 1);
      else await def.page(db, filter, sort, { page: 0, size: 1 });
      await ready?.();
      return sendXlsxStream(reply, `${def.file}.xlsx`, xlsx(db, filter, sort, log));
    },
  };
}

