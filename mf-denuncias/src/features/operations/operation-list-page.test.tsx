import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { makePage } from '@sisacte/contracts/common/page';
import { OPERATION_STATUSES, type CalendarEvent } from '@sisacte/contracts/denuncias/operations';
import { httpAnswering, renderAt } from '@sisacte/ui/test';
import { OperationListPage } from './operation-list-page';
import { countByStatus, periodCounts, periodTitle } from './visible-period';

// FullCalendar and antd in jsdom on a shared, busy machine
jest.setTimeout(90_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

/**
 * FullCalendar (ESM only, not loaded by jest) as the page meets it: on showing a month it tells `datesSet` and
 * asks `events` for the six visible weeks, and it asks again whenever it is given another `events` function
 * (a new event source), as FullCalendar does.
 */
jest.mock('@fullcalendar/react', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  const dayjs = jest.requireActual<typeof import('dayjs')>('dayjs');
  type Props = { events: (info: { start: Date; end: Date }) => Promise<unknown>; datesSet: (info: unknown) => void };
  function MockCalendar({ events, datesSet }: Props) {
    const [month, setMonth] = useState(() => dayjs().startOf('month'));
    useEffect(() => {
      datesSet({ view: { type: 'dayGridMonth', currentStart: month.toDate(), currentEnd: month.add(1, 'month').toDate() } });
    }, [month, datesSet]);
    useEffect(() => {
      const start = month.startOf('week');
      void events({ start: start.toDate(), end: start.add(6, 'week').toDate() });
    }, [month, events]);
    return (
      <div>
        <button type="button" className="fc-prev-button" onClick={() => setMonth((m) => m.subtract(1, 'month'))}>Anterior</button>
        <button type="button" className="fc-next-button" onClick={() => setMonth((m) => m.add(1, 'month'))}>Próximo</button>
      </div>
    );
  }
  return { __esModule: true, default: MockCalendar };
});
jest.mock('@fullcalendar/react/daygrid', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/themes/classic', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/locales/pt-br', () => ({ __esModule: true, default: {} }));

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const monthOf = (d: dayjs.Dayjs) => `${MONTHS[d.month()]} de ${d.year()}`;
const thisMonth = dayjs().startOf('month');
const nextMonth = thisMonth.add(1, 'month');
const day = (month: dayjs.Dayjs, n: number) => month.date(n).format('YYYY-MM-DD');
const event = (id: number, dataIni: string, dataFim: string, status: CalendarEvent['status']): CalendarEvent => ({ id, equipe: `Equipe ${id}`, cor: '#1351b4', dataIni, dataFim, status });

const EVENTS = [
  event(1, day(thisMonth, 3), day(thisMonth, 5), 'Programada'),
  // from the end of this month into the next
  event(2, day(thisMonth, 27), day(nextMonth, 2), 'Em andamento'),
  event(3, day(nextMonth, 10), day(nextMonth, 12), 'Concluída'),
  event(4, day(nextMonth, 15), day(nextMonth, 16), 'Concluída'),
  event(5, day(nextMonth, 20), day(nextMonth, 20), 'Cancelada'),
];

const { get } = httpAnswering({
  '/api/painel/operacoes': {
    ano: thisMonth.year(), registradas: true, mensagem: null, total: 5, mes: thisMonth.format('YYYY-MM'),
    porStatus: OPERATION_STATUSES.map((rotulo) => ({ rotulo, quantidade: rotulo === 'Programada' || rotulo === 'Em andamento' ? 1 : 0 })),
    aguardandoFiscalizacao: 7, fiscalizadasNoAno: 3,
  },
  '/api/operacoes': makePage([], 0, 0, 20),
  // the events of the asked days, as the server answers them (fim exclusive)
  '/api/operacoes/calendario': ({ inicio, fim }: { inicio: string; fim: string }) => ({ eventos: EVENTS.filter((e) => e.dataFim >= inicio && e.dataIni < fim), truncado: false }),
});

const calendarCalls = () => get.mock.calls.filter(([path]) => path === '/api/operacoes/calendario').map(([, q]) => `${q.inicio}..${q.fim}`);

/** The counters' heading and each status card's number. */
function counters() {
  const summary = screen.getByTestId('operations-summary');
  const value = (label: string) => {
    const card = within(summary).getByText(label).closest('.ant-statistic')!;
    return card.querySelector('.ant-statistic-content-value')?.textContent ?? null;
  };
  return { title: summary.querySelector('.ant-typography')!.textContent, ...Object.fromEntries(OPERATION_STATUSES.map((s) => [s, value(s)])) };
}

describe('/admin/operacoes/list: the counters follow the calendar', () => {
  it("show the visible month's operations per status, move with the calendar, and the calendar fetches each period once", async () => {
    renderAt(<OperationListPage />, '/admin/operacoes/list');
    await waitFor(() => expect(counters()).toMatchObject({ title: `Operações em ${monthOf(thisMonth)}`, Programada: '1', 'Em andamento': '1', Concluída: '0', Cancelada: '0' }));
    await waitFor(() => expect(calendarCalls()).toHaveLength(1));

    fireEvent.click(screen.getByTestId('operations-calendar').querySelector('.fc-next-button')!);
    await waitFor(() => expect(counters()).toMatchObject({ title: `Operações em ${monthOf(nextMonth)}`, Programada: '0', 'Em andamento': '1', Concluída: '2', Cancelada: '1' }));
    expect(within(screen.getByTestId('operations-summary')).getByText('Denúncias aguardando fiscalização')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('operations-calendar').querySelector('.fc-prev-button')!);
    await waitFor(() => expect(counters()).toMatchObject({ title: `Operações em ${monthOf(thisMonth)}`, Programada: '1', 'Em andamento': '1', Concluída: '0' }));

    // One fetch per month shown, none again when the counters changed.
    await new Promise((r) => setTimeout(r, 300));
    const calls = calendarCalls();
    expect(calls).toHaveLength(3);
    expect(calls[2]).toBe(calls[0]);
    expect(calls[1]).not.toBe(calls[0]);
  });
});

describe('visible period', () => {
  const december = { start: '2026-12-01', end: '2027-01-01', view: 'month' as const };
  it('is titled by its month, or by its week’s first and last days', () => {
    expect(periodTitle(december)).toBe('Operações em dezembro de 2026');
    expect(periodTitle({ start: '2026-11-29', end: '2026-12-06', view: 'week' })).toBe('Operações de 29/11/2026 a 05/12/2026');
  });

  it('counts the operations whose days touch it, per status; none loaded for it yet: still loading; cut short: partial', () => {
    const events = [
      event(1, '2026-11-28', '2026-12-01', 'Programada'),
      event(2, '2026-11-20', '2026-11-30', 'Programada'),
      event(3, '2026-12-31', '2027-01-03', 'Cancelada'),
      event(4, '2027-01-01', '2027-01-02', 'Cancelada'),
    ];
    expect(countByStatus(events, december)).toEqual([
      { rotulo: 'Programada', quantidade: 1 },
      { rotulo: 'Em andamento', quantidade: 0 },
      { rotulo: 'Concluída', quantidade: 0 },
      { rotulo: 'Cancelada', quantidade: 1 },
    ]);
    const november = { days: { start: '2026-10-26', end: '2026-12-07' }, events, truncated: false };
    expect(periodCounts(december, [november]).porStatus).toBeNull();
    const load = { days: { start: '2026-11-30', end: '2027-01-11' }, events, truncated: true };
    expect(periodCounts(december, [november, load])).toMatchObject({ title: 'Operações em dezembro de 2026', partial: true });
  });
});
