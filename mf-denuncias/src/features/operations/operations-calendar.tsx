import { useCallback, useEffect, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import ptBr from '@fullcalendar/react/locales/pt-br';
import type { DatesSetInfo, EventClickInfo, EventSourceFuncInfo, EventInput } from '@fullcalendar/react';
import { eventEnd } from '@sisacte/contracts/denuncias/operations';
import { injectCalendarStyles } from './calendar-styles';
import { listCalendarEvents } from './api';
import type { LoadedEvents, VisiblePeriod } from './visible-period';

export interface OperationsCalendarProps {
  onOpen: (id: number) => void;
  /** Called with the events loaded for the visible days `days` (which include the visible period) and whether they were cut short. */
  onLoaded?: (loaded: LoadedEvents) => void;
  /** Called when the calendar shows another month or week. */
  onPeriod?: (period: VisiblePeriod) => void;
  /** Changes to make the calendar fetch its events again. */
  version: number;
}

// Options that never change, made once: a new array or object at each render (plugins, views, toolbar) makes
// FullCalendar reset its options and fetch the visible days again, as the page re-renders after each load.
const PLUGINS = [dayGridPlugin, classicTheme];
// the locale's hint reads 'Visualizar o semana'; the week's title names its days
const viewHint = (text: string) => `Ver ${text.toLocaleLowerCase('pt-BR')}`;
const VIEWS = { dayGridWeek: { titleFormat: { year: 'numeric', month: 'short', day: 'numeric' } } } as const;
const HEADER_TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek' };

/**
 * The last period asked for and its answer: FullCalendar asks for the same days a second time as it settles after
 * its first render (in the browser; not under the unit tests' stand-in), and that second ask, within SAME_ASK_MS,
 * reuses the answer. Asking for the days again later, or a refetch (version), goes to the server.
 */
const SAME_ASK_MS = 2_000;
let lastAsked: { key: string; at: number; answer: ReturnType<typeof listCalendarEvents> } | null = null;

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The operations calendar (loaded with the operations screen only): month and week views in
 * Portuguese, all-day events from dataIni to dataFim inclusive (so each ends the day after dataFim)
 * in the team's colour; a click opens the operation's detail panel.
 */
export default function OperationsCalendar({ onOpen, onLoaded, onPeriod, version }: OperationsCalendarProps) {
  injectCalendarStyles();
  const ref = useRef<{ getApi: () => { refetchEvents: () => void } } | null>(null);
  useEffect(() => {
    if (version === 0) return;
    lastAsked = null;
    ref.current?.getApi().refetchEvents();
  }, [version]);
  // The event source stays the same function for the calendar's life: a new one would make FullCalendar
  // fetch the visible days again each time the page re-renders (the counters change with every load).
  const listeners = useRef({ onLoaded, onPeriod, onOpen });
  useEffect(() => {
    listeners.current = { onLoaded, onPeriod, onOpen };
  });

  const events = useCallback(async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
    const days = { start: isoDay(info.start), end: isoDay(info.end) };
    const key = `${days.start}..${days.end}`;
    if (lastAsked?.key !== key || Date.now() - lastAsked.at > SAME_ASK_MS) lastAsked = { key, at: Date.now(), answer: listCalendarEvents(days.start, days.end) };
    const asked = lastAsked;
    const answer = await asked.answer.catch((error: unknown) => {
      if (lastAsked === asked) lastAsked = null;
      throw error;
    });
    listeners.current.onLoaded?.({ days, events: answer.eventos, truncated: answer.truncado });
    return answer.eventos.map((e) => ({
      id: String(e.id),
      title: `${e.equipe} — ${e.status}`,
      start: e.dataIni,
      end: eventEnd(e.dataFim),
      allDay: true,
      color: e.cor,
      extendedProps: { status: e.status },
    }));
  }, []);

  const datesSet = useCallback((info: DatesSetInfo) => {
    const { currentStart, currentEnd, type } = info.view;
    listeners.current.onPeriod?.({ start: isoDay(currentStart), end: isoDay(currentEnd), view: type === 'dayGridWeek' ? 'week' : 'month' });
  }, []);

  const eventClick = useCallback((info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    listeners.current.onOpen(Number(info.event.id));
  }, []);

  return (
    <div data-testid="operations-calendar">
      <FullCalendar
        ref={ref as never}
        plugins={PLUGINS}
        locale={ptBr}
        initialView="dayGridMonth"
        viewHint={viewHint}
        views={VIEWS}
        headerToolbar={HEADER_TOOLBAR}
        height="auto"
        dayMaxEvents={4}
        events={events}
        datesSet={datesSet}
        eventClick={eventClick}
      />
    </div>
  );
}
