import { OPERATION_STATUSES, type CalendarEvent, type OperationStatus } from '@sisacte/contracts/denuncias/operations';

/** The days the calendar shows as its own (a month, or a week), `end` exclusive, YYYY-MM-DD. */
export interface VisiblePeriod {
  start: string;
  end: string;
  view: 'month' | 'week';
}

/** The events of one load of the calendar: its days (`end` exclusive), and whether the answer was cut short. */
export interface LoadedEvents {
  days: { start: string; end: string };
  events: CalendarEvent[];
  truncated: boolean;
}

/** The counters of the visible period: its title and, once its events are loaded, the operations per status. */
export interface PeriodCounts {
  title: string;
  /** null while the period's events load. */
  porStatus: { rotulo: string; quantidade: number }[] | null;
  /** The events were cut short (too many): the counts are partial. */
  partial: boolean;
}

/** The period's counters from the latest load whose days include it (none yet: still loading). */
export function periodCounts(period: VisiblePeriod, loads: readonly LoadedEvents[]): PeriodCounts {
  const load = [...loads].reverse().find((l) => l.days.start <= period.start && l.days.end >= period.end);
  return { title: periodTitle(period), porStatus: load ? countByStatus(load.events, period) : null, partial: !!load?.truncated };
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-12' → 'dezembro de 2026'. */
export const monthName = (mes: string) => `${MONTHS[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The counters' heading: 'Operações em dezembro de 2026', or the week's days 'Operações de 30/11/2026 a 06/12/2026'. */
export function periodTitle(period: VisiblePeriod): string {
  return period.view === 'month' ? `Operações em ${monthName(period.start.slice(0, 7))}` : `Operações de ${br(period.start)} a ${br(dayBefore(period.end))}`;
}

/**
 * Per status, the operations whose days touch the period (as the server counts the current month's), from the
 * events the calendar loaded for its visible days, which always include the period.
 */
export function countByStatus(events: readonly CalendarEvent[], period: VisiblePeriod): { rotulo: OperationStatus; quantidade: number }[] {
  const touching = events.filter((e) => e.dataIni < period.end && e.dataFim >= period.start);
  return OPERATION_STATUSES.map((rotulo) => ({ rotulo, quantidade: touching.filter((e) => e.status === rotulo).length }));
}
