import { useEffect, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import ptBr from '@fullcalendar/react/locales/pt-br';
import type { EventSourceFuncInfo, EventInput } from '@fullcalendar/react';
import { eventEnd } from '@sisacte/contracts/denuncias/operations';
import { injectCalendarStyles } from './calendar-styles';
import { listCalendarEvents } from './api';

export interface OperationsCalendarProps {
  onOpen: (id: number) => void;
  /** Called with the number of events loaded and how long the load and the paint took (ms). */
  onLoaded?: (count: number, truncated: boolean) => void;
  /** Changes to make the calendar fetch its events again. */
  version: number;
}

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The operations calendar (loaded with the operations screen only): month and week views in
 * Portuguese, all-day events from dataIni to dataFim inclusive (so each ends the day after dataFim)
 * in the team's colour; a click opens the operation's detail panel.
 */
export default function OperationsCalendar({ onOpen, onLoaded, version }: OperationsCalendarProps) {
  injectCalendarStyles();
  const ref = useRef<{ getApi: () => { refetchEvents: () => void } } | null>(null);
  useEffect(() => {
    if (version > 0) ref.current?.getApi().refetchEvents();
  }, [version]);

  async function events(info: EventSourceFuncInfo): Promise<EventInput[]> {
    const answer = await listCalendarEvents(isoDay(info.start), isoDay(info.end));
    onLoaded?.(answer.eventos.length, answer.truncado);
    return answer.eventos.map((e) => ({
      id: String(e.id),
      title: `${e.equipe} — ${e.status}`,
      start: e.dataIni,
      end: eventEnd(e.dataFim),
      allDay: true,
      color: e.cor,
      extendedProps: { status: e.status },
    }));
  }

  return (
    <div data-testid="operations-calendar">
      <FullCalendar
        ref={ref as never}
        plugins={[dayGridPlugin, classicTheme]}
        locale={ptBr}
        initialView="dayGridMonth"
        // the locale's hint reads 'Visualizar o semana'; the week's title names its days
        viewHint={(text: string) => `Ver ${text.toLocaleLowerCase('pt-BR')}`}
        views={{ dayGridWeek: { titleFormat: { year: 'numeric', month: 'short', day: 'numeric' } } }}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek' }}
        height="auto"
        dayMaxEvents={4}
        events={events}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(Number(info.event.id));
        }}
      />
    </div>
  );
}
