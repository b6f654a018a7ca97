import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../../db/client';
import {
  formatCep,
  formatCpf,
  formatDate,
  pdfFields,
  pdfTable,
  renderReport,
  type XlsxColumn,
} from '../../../lib/documents';
import * as lookups from '../../shared/lookups/repository';
import { familyLabel, STATUS_LABELS } from '../history/changes';
import { typeTitles } from '../referral-types/repository';
import { PDF_LIST_LIMIT, streamXlsx } from '../shared/export';
import { countLine, type ReportNoun } from '../shared/list-report';
import { listWelcomeds } from './list-repository';
import { EXPORT_HEADERS, exportBatchAfter, familyGroupForProfile, type ExportRow } from './reports-repository';

const PEOPLE: ReportNoun = { one: 'pessoa', many: 'pessoas', feminine: true };

// The PDF list holds at most PDF_LIST_LIMIT people (shared/export.ts); the XLSX export has them all.

const yesNo = (v: boolean, yes: string, no: string) => (v ? yes : no);

/** The filters of a query in Portuguese, names instead of ids: printed on the list report. */
export async function describeFilters(db: DbOrTx, f: WelcomedFilter): Promise<string[]> {
  const lines: string[] = [`Situação: ${f.status === 'trashed' ? 'Excluídos' : 'Ativos'}`];
  const orId = (name: string | null | undefined, id: number) => name ?? `#${id}`;
  if (f.name) lines.push(`Nome: ${f.name}`);
  if (f.age_min !== undefined) lines.push(`Idade mínima: ${f.age_min}`);
  if (f.age_max !== undefined) lines.push(`Idade máxima: ${f.age_max}`);
  if (f.cpf) lines.push(`CPF: ${formatCpf(f.cpf)}`);
  if (f.rg) lines.push(`CRNM: ${f.rg}`);
  if (f.gender) lines.push(`Sexo: ${f.gender}`);
  if (f.scholarity) lines.push(`Escolaridade: ${f.scholarity}`);
  if (f.nacionality !== undefined) lines.push(`Nacionalidade: ${orId(await lookups.countryName(db, f.nacionality), f.nacionality)}`);
  if (f.state !== undefined) lines.push(`Estado: ${orId((await lookups.findState(db, f.state))?.nome, f.state)}`);
  if (f.city !== undefined) lines.push(`Cidade: ${orId((await lookups.findCity(db, f.city))?.nome, f.city)}`);
  if (f.foreing_state) lines.push(`Estado estrangeiro: ${f.foreing_state}`);
  if (f.foreing_city) lines.push(`Cidade estrangeira: ${f.foreing_city}`);
  if (f.civil_status) lines.push(`Estado civil: ${f.civil_status}`);
  if (f.stays !== undefined) lines.push(yesNo(f.stays, 'Hospedados', 'Não Hospedados'));
  if (f.forwardings !== undefined) lines.push(yesNo(f.forwardings, 'Encaminhados', 'Não Encaminhados'));
  if (f.monitors !== undefined) lines.push(yesNo(f.monitors, 'Monitorados', 'Não Monitorados'));
  if (f.author !== undefined) lines.push(`Autor: ${orId(await lookups.userName(db, f.author), f.author)}`);
  if (f.date_ini) lines.push(`Cadastrados desde: ${formatDate(f.date_ini)}`);
  if (f.date_end) lines.push(`Cadastrados até: ${formatDate(f.date_end)}`);
  if (f.monitor_date_ini) lines.push(`Monitorados desde: ${formatDate(f.monitor_date_ini)}`);
  if (f.monitor_date_end) lines.push(`Monitorados até: ${formatDate(f.monitor_date_end)}`);
  if (f.forwarding_types?.length) lines.push(`Tipos de encaminhamento: ${(await typeTitles(db, f.forwarding_types)).join(', ')}`);
  if (f.functions?.length) lines.push(`Profissões: ${(await lookups.functionNames(db, f.functions)).join(', ')}`);
  return lines;
}

/** GET /api/welcomeds/report: the filtered list as a PDF, with the filters applied. */
export async function listPdf(db: DbOrTx, filter: WelcomedFilter, sort: string | undefined): Promise<Buffer> {
  const { content, total, exact } = await listWelcomeds(db, filter, sort, { limit: PDF_LIST_LIMIT, offset: 0 });
  const filters = await describeFilters(db, filter);
  return renderReport({
    title: 'Relatório de Cadastros',
    subtitle: [`Filtros aplicados: ${filters.join('; ')}`, countLine(PEOPLE, total, content.length, exact)],
    landscape: true,
    content: [
      content.length === 0
        ? { text: 'Nenhum cadastro encontrado com estes filtros.', italics: true }
        : pdfTable(
            ['Nome', 'Sexo', 'Idade', 'Nacionalidade', 'CPF', 'CRNM', 'Dt. Nascimento', 'Estado civil', 'Dt. Cadastro'],
            content.map((w) => [
              w.name,
              w.gender,
              w.age,
              w.nacionality?.nome_pt,
              formatCpf(w.cpf),
              w.rg,
              formatDate(w.birthdate),
              w.civil_status,
              formatDate(w.date_of_register),
            ]),
            ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          ),
    ],
  });
}

/** GET /api/welcomeds/report-profile/{id}: one person's record. */
export async function profilePdf(db: DbOrTx, w: Welcomed): Promise<Buffer> {
  const members = w.family ? await familyGroupForProfile(db, w.family.id) : [];
  const birthplace = [w.city?.nome ?? w.foreing_city, w.state ? w.state.uf ?? w.state.nome : w.foreing_state]
    .filter(Boolean)
    .join(' / ');
  return renderReport({
    title: 'Ficha de Cadastro',
    subtitle: [w.name],
    content: [
      { text: 'Dados gerais', bold: true, fontSize: 11, margin: [0, 4, 0, 4] },
      pdfFields([
        ['Nome', w.name],
        ['Sexo', w.gender],
        ['Data de nascimento', formatDate(w.birthdate)],
        ['Idade', w.age === null ? null : `${w.age} anos`],
        ['Nacionalidade', w.nacionality?.nome_pt],
        ['Naturalidade', birthplace],
        ['CPF', formatCpf(w.cpf)],
        ['CRNM', w.rg],
        ['Estado civil', w.civil_status],
        ['Escolaridade', w.scholarity],
        ['Profissões', w.functions.map((f) => f.name).join(', ')],
        ['Situação', STATUS_LABELS[w.status]],
        ['Data de cadastro', formatDate(w.date_of_register)],
        ['Cadastrado por', w.author?.name],
      ]),
      { text: 'Endereço', bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
      pdfFields([
        ['CEP', formatCep(w.cep)],
        ['Endereço', w.address],
        ['Complemento', w.address_complement],
        ['Bairro', w.address_district],
        ['Cidade', w.address_city],
        ['Estado', w.address_state],
      ]),
      { text: 'Grupo familiar', bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
      members.length === 0
        ? { text: 'Sem grupo familiar.', italics: true }
        : {
            stack: [
              { text: familyLabel(w.family!.id) ?? '', margin: [0, 0, 0, 4] },
              pdfTable(
                ['Nome', 'Sexo', 'Idade', 'CPF'],
                members.map((m) => [m.name, m.gender, m.age, formatCpf(m.cpf)]),
              ),
            ],
          },
    ],
  });
}

/** Each XLSX column's width in characters and type (dates stored as dates, the age as a number). */
const XLSX_COLUMNS: Record<(typeof EXPORT_HEADERS)[number], Pick<XlsxColumn, 'width' | 'type'>> = {
  Nome: { width: 36 },
  Sexo: { width: 11 },
  Idade: { width: 8, type: 'number' },
  'Dt. Nascimento': { width: 14, type: 'date' },
  Nacionalidade: { width: 18 },
  CPF: { width: 16 },
  CRNM: { width: 14 },
  'Estado civil': { width: 14 },
  Escolaridade: { width: 28 },
  Naturalidade: { width: 24 },
  Profissões: { width: 30 },
  Situação: { width: 10 },
  'Dt. Cadastro': { width: 13, type: 'date' },
  Autor: { width: 22 },
};

/**
 * GET /api/welcomeds/report-xlsx: every person of the filtered list, in name order, streamed in
 * batches by keyset (name_key, id), each written out before the next is read (shared/export.ts).
 */
export function listXlsx(db: DbOrTx, filter: WelcomedFilter, onError: (error: unknown) => void): PassThrough {
  return streamXlsx<ExportRow>(
    'Cadastros',
    EXPORT_HEADERS.map((header, i) => ({ header, key: `c${i}`, ...XLSX_COLUMNS[header] })),
    (last, limit) => exportBatchAfter(db, filter, last && { nameKey: last.name_key, id: last.id }, limit),
    (row) => row.cells,
    onError,
  );
}
