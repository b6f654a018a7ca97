/**
 * The dashboard (painel). Every call takes `ano` (default: the current year in Brazil's time,
 * America/Sao_Paulo) and answers aggregates of that year computed by the server. Only active people
 * (not in the trash) are counted; a stay, referral or monitoring visit counts only when its person
 * is active.
 *
 * Definitions (the server computes them exactly so):
 * - cadastrados: people by the day of their registration (date_of_register) in Brazil's time (a
 *   person registered on 31 December at 23:30 in Brazil counts in December).
 * - acolhidos: people with a stay whose check-in falls in the month (or year); a person counts once
 *   per month and once in the year, so the year is not the sum of the months when someone checks in
 *   twice.
 * - pernoites (overnight stays): the nights actually spent, one per day from the check-in to the day
 *   before the check-out (an open stay up to yesterday: tonight is not spent yet), each night in the
 *   month of its day, so a stay across a month boundary splits its nights.
 * - refeicoes (meals): pernoites × 3.
 * - encaminhamentos: referrals by their date; by type, a referral with two types counts once in each.
 * - monitoramentos: monitoring visits by the day they were recorded (Brazil's time).
 * - profile (sexo, pais, status-civil, faixa-etaria): the people registered in the year; age at the
 *   day of registration, in the ranges of AGE_RANGES; a missing field is 'Não informado'.
 */
export const PAINEL_API = {
  cadastradosMes: '/api/painel/cadastrados/quantidade-mes',
  cadastradosAno: '/api/painel/cadastrados/quantidade-ano',
  acolhidosMes: '/api/painel/acolhidos/quantidade-mes',
  acolhidosAno: '/api/painel/acolhidos/quantidade-ano',
  sexo: '/api/painel/cadastrados/sexo',
  pais: '/api/painel/cadastrados/pais',
  statusCivil: '/api/painel/cadastrados/status-civil',
  /** The real age ranges of the people registered (not placeholder numbers). */
  faixaEtaria: '/api/painel/cadastrados/faixa-etaria',
  atendimentos: '/api/painel/atendimentos',
  /** PDF of the service table (opened in a new window). */
  atendimentosPdf: '/api/painel/atendimentos/report-pdf',
  /** XLSX of the service table (atendimentos-<ano>.xlsx, saved). */
  atendimentosXlsx: '/api/painel/atendimentos/report-xlsx',
  encaminhamentosMes: '/api/painel/encaminhamentos/quantidade',
  encaminhamentosTipo: '/api/painel/encaminhamentos/tipo-quantidade',
  /** Complaint section (Denuncias role; only the complaints the user may see). */
  denunciasUf: '/api/painel/denuncias/uf',
  denunciasStatus: '/api/painel/denuncias/status',
  denunciasScore: '/api/painel/denuncias/score',
  operacoes: '/api/painel/operacoes',
} as const;

/** The shelter section's charts and table (Acolhimento or Painel role), each a JSON answer for the year asked. */
export const SHELTER_PANELS = [
  PAINEL_API.cadastradosMes,
  PAINEL_API.cadastradosAno,
  PAINEL_API.acolhidosMes,
  PAINEL_API.acolhidosAno,
  PAINEL_API.sexo,
  PAINEL_API.pais,
  PAINEL_API.statusCivil,
  PAINEL_API.faixaEtaria,
  PAINEL_API.atendimentos,
  PAINEL_API.encaminhamentosMes,
  PAINEL_API.encaminhamentosTipo,
] as const;

export const MONTH_LABELS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'] as const;

/** Age ranges of the profile pie, in years completed at registration: [label, from, to (inclusive; null: no limit)]. */
export const AGE_RANGES: readonly (readonly [string, number, number | null])[] = [
  ['0–11', 0, 11],
  ['12–17', 12, 17],
  ['18–29', 18, 29],
  ['30–59', 30, 59],
  ['60+', 60, null],
];

/** IRTE score ranges of the complaint section: [label, from, to (inclusive; null: no limit)]. */
export const SCORE_RANGES: readonly (readonly [string, number, number | null])[] = [
  ['0', 0, 0],
  ['1–10', 1, 10],
  ['11–20', 11, 20],
  ['21–40', 21, 40],
  ['41–60', 41, 60],
  ['61+', 61, null],
];

export const NOT_INFORMED = 'Não informado';
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const YEAR_MESSAGE = `Informe um ano entre ${MIN_YEAR} e ${MAX_YEAR}`;

/** The current year in Brazil's time. */
export function currentYearInBrazil(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now));
}

/** The service table's counts, one column each (the fields of `ServiceCounts`, painel.ts). */
export type ServiceCountKey = 'cadastrados' | 'acolhidos' | 'pernoites' | 'refeicoes' | 'encaminhamentos' | 'monitoramentos';

/** Column titles of the service table (screen, PDF and XLSX). */
export const SERVICE_COLUMNS: readonly (readonly [ServiceCountKey, string])[] = [
  ['cadastrados', 'Novos cadastros'],
  ['acolhidos', 'Pessoas acolhidas'],
  ['pernoites', 'Pernoites'],
  ['refeicoes', 'Refeições'],
  ['encaminhamentos', 'Encaminhamentos'],
  ['monitoramentos', 'Monitoramentos'],
];

/** What the service table counts, under it on the screen, in the PDF and in the XLSX. */
export const SERVICE_NOTES = [
  'Pessoas ativas. Pernoites: noites passadas no abrigo (estadias abertas contadas até hoje); refeições: pernoites × 3.',
  'Pessoas acolhidas: com check-in no mês; no total, pessoas distintas no ano (quem entrou em dois meses conta uma vez).',
] as const;

export const OPERATIONS_NOT_RECORDED = 'Nenhuma operação registrada ainda: não há números para mostrar.';
