import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { RISK_COLOURS, RISK_LEVELS, type RiskLevel, UNANSWERED_LABEL } from '@sisacte/contracts/autodiagnostico/models';

export type StatusSeries = RiskLevel | typeof UNANSWERED_LABEL;
/** The stacks of each bar, in order: the risks from Zero to Alto, then the unanswered questions. */
export const STATUS_SERIES: readonly StatusSeries[] = [...RISK_LEVELS, UNANSWERED_LABEL];
const COUNT_OF: Record<StatusSeries, keyof EvaluationStatus['blocos'][number]> = { Zero: 'zero', Baixo: 'low', Médio: 'medium', Alto: 'high', 'Não respondidas': 'unanswered' };
/** The catalogue key of each series' name. */
export const SERIES_KEYS: Readonly<Record<StatusSeries, string>> = { Zero: 'risk.zero', Baixo: 'risk.low', Médio: 'risk.medium', Alto: 'risk.high', 'Não respondidas': 'risk.unanswered' };

export const countOf = (block: EvaluationStatus['blocos'][number], series: StatusSeries) => block[COUNT_OF[series]] as number;

/** One row per block and series (the chart's data, each series by its name in the page's language), blocks numbered as in the wizard. */
export function chartRows(status: EvaluationStatus, name: (series: StatusSeries) => string = (s) => s): { bloco: string; risco: string; quantidade: number }[] {
  return status.blocos.flatMap((b, i) => STATUS_SERIES.map((risco) => ({ bloco: `${i + 1}. ${b.titulo}`, risco: name(risco), quantidade: countOf(b, risco) })));
}

export const SERIES_COLOURS: string[] = STATUS_SERIES.map((s) => RISK_COLOURS[s]);

/** Totals of each series over every block. */
export function totals(status: EvaluationStatus): Record<StatusSeries, number> {
  return Object.fromEntries(STATUS_SERIES.map((s) => [s, status.blocos.reduce((sum, b) => sum + countOf(b, s), 0)])) as Record<StatusSeries, number>;
}

/** `text` in lines of at most `width` characters, broken between words only (a longer word has a line of its own). */
export function wrapWords(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}
