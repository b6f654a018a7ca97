import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { on } from '@sisacte/event-bus';
import { type Notification, type NotificationPage } from '@sisacte/contracts/notificacoes/historico';
import { mockedHttp, renderRoutes, where } from '@sisacte/ui/test';
import { NotificationBell, badgeText } from './notification-bell';
import { startRealtime, type RealtimeOptions } from './realtime';
import { websocketUrl } from './api';
import { LIST_WITHOUT_REALTIME_MS, REALTIME_START_DELAY_MS } from './use-notifications';

jest.setTimeout(30_000);
jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();
// The STOMP client itself is tested against the server with the real @stomp/stompjs (packages/server); here, what the bell does with it.
jest.mock('./realtime', () => ({ startRealtime: jest.fn() }));
const start = startRealtime as jest.Mock;

const note = (id: number, visto: boolean, redirect: number | null = 40 + id): Notification => ({
  id,
  texto: `Nova denúncia DEN-2026-00000${id}: Fazenda ${id}`,
  tipo: 'denuncia',
  created_at: '2026-11-20T15:04:00.000Z',
  visualizou: visto ? ['ana'] : [],
  visto,
  redirect,
});
let items: Notification[];
const page = (): NotificationPage => ({
  content: items,
  number: 0,
  size: 20,
  totalElements: items.length,
  totalPages: 1,
  first: true,
  last: true,
  naoVistas: items.filter((n) => !n.visto).length,
} as NotificationPage);

const renderBell = (token: string | null = 'tok') =>
  renderRoutes('/admin/cadastros', { '*': <NotificationBell token={token} /> }, { providers: false });

let realtime: RealtimeOptions | null;
const stop = jest.fn();
beforeEach(() => {
  items = [note(3, false), note(2, false), note(1, true)];
  realtime = null;
  stop.mockReset();
  get.mockReset();
  get.mockImplementation(async (path: string, params?: unknown) => {
    if (path === '/api/historico') {
      expect(params).toEqual({ page: 0, size: 20, sort: 'id,desc' });
      return page();
    }
    const open = /^\/api\/historico\/open\/(\d+)$/.exec(path);
    if (open) {
      const n = items.find((i) => i.id === Number(open[1]))!;
      n.visto = true;
      return { redirect: n.redirect };
    }
    throw new Error(`unexpected ${path}`);
  });
  start.mockReset();
  // As the real client does: connected a moment after it starts.
  start.mockImplementation(async (options: RealtimeOptions) => {
    realtime = options;
    setTimeout(() => options.onConnect?.(), 10);
    return stop;
  });
});

describe('NotificationBell', () => {
  it('shows the unseen count; the dropdown (at most 300 px, scrolls) lists text, time and seen or not', async () => {
    renderBell();
    expect(await screen.findByTestId('notification-count', {}, { timeout: 5_000 })).toHaveTextContent('2');
    const bell = screen.getByTestId('notification-bell');
    expect(bell).toHaveAccessibleName('Notificações: 2 novas');
    fireEvent.click(bell);
    const list = await screen.findByTestId('notification-list');
    expect(list.style.maxHeight).toBe('300px');
    expect(screen.getByText('Nova denúncia DEN-2026-000003: Fazenda 3')).toBeInTheDocument();
    expect(screen.getAllByText('Não vista')).toHaveLength(2);
    expect(screen.getAllByText('Vista')).toHaveLength(1);
    expect(screen.getAllByText(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}/)).toHaveLength(3);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('notification-list')).toBeNull();
  });

  it('opening one marks it seen and goes to the complaint profile', async () => {
    renderBell();
    await screen.findByTestId('notification-count', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByText('Nova denúncia DEN-2026-000003: Fazenda 3'));
    await waitFor(() => expect(where()).toBe('/admin/denuncias/profile/43'));
    expect(get).toHaveBeenCalledWith('/api/historico/open/3');
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
  });

  it('starts the real-time client after a pause and lists once, when connected; a message refreshes the count and goes out on the event bus', async () => {
    const heard: unknown[] = [];
    const off = on('notification', (n) => heard.push(n));
    const { unmount } = renderBell();
    expect(start).not.toHaveBeenCalled();
    await screen.findByTestId('notification-count', {}, { timeout: 5_000 });
    expect(start).toHaveBeenCalledTimes(1);
    // One list: the one asked for on connecting, so nothing published before the subscription is missed.
    expect(get.mock.calls.filter(([path]) => path === '/api/historico')).toHaveLength(1);
    expect(realtime!.url).toBe(websocketUrl());
    expect(realtime!.url).toMatch(/^ws:\/\/.+\/api\/ws$/);
    expect(realtime!.token()).toBe('tok');
    items = [note(4, false), ...items];
    act(() => realtime!.onMessage(items[0]!));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('3'));
    expect(heard).toEqual([{ id: 4, texto: items[0]!.texto, redirect: 44, tipo: 'denuncia', created_at: '2026-11-20T15:04:00.000Z' }]);
    // A reconnection lists again: what came while away.
    act(() => realtime!.onConnect!());
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/api/historico')).toHaveLength(3));
    unmount();
    expect(stop).toHaveBeenCalled();
    off();
  });

  it('without a real-time connection, the bell still gets its list', async () => {
    start.mockImplementation(async (options: RealtimeOptions) => {
      realtime = options;
      return stop;
    });
    jest.useFakeTimers();
    try {
      renderBell();
      await act(async () => {
        jest.advanceTimersByTime(REALTIME_START_DELAY_MS + 2_000);
        await Promise.resolve();
      });
      expect(get).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(LIST_WITHOUT_REALTIME_MS);
        await Promise.resolve();
      });
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    expect(get.mock.calls.filter(([path]) => path === '/api/historico')).toHaveLength(1);
  });

  describe("what the user sees in another tab or device (the 'seen' message)", () => {
    const listCalls = () => get.mock.calls.filter(([path]) => path === '/api/historico').length;
    async function connected() {
      const view = renderBell();
      await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'), { timeout: 5_000 });
      expect(start).toHaveBeenCalledTimes(1);
      return view;
    }

    it('lowers the count and marks the notification seen at once, without asking for the list again', async () => {
      await connected();
      const before = listCalls();
      // Opened in another tab: seen on the server.
      items[0]!.visto = true;
      act(() => realtime!.onSeen!({ ids: [3], naoVistas: 1 }));
      expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
      expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notificações: 1 nova');
      expect(listCalls()).toBe(before);
      act(() => realtime!.onSeen!({ ids: [2], naoVistas: 0 }));
      expect(screen.queryByTestId('notification-count')).toBeNull();
      expect(listCalls()).toBe(before);
    });

    it('in the tab that opened it, the message asks for nothing more than the opening did', async () => {
      await connected();
      fireEvent.click(screen.getByTestId('notification-bell'));
      await screen.findByTestId('notification-list');
      const before = listCalls();
      // The list asked for after the opening is still on its way when the server's 'seen' message comes.
      const answered = get.getMockImplementation()!;
      let answer!: () => void;
      get.mockImplementation((path: string, params?: unknown) =>
        path === '/api/historico' ? new Promise((resolve) => (answer = () => resolve(answered(path, params)))) : answered(path, params),
      );
      fireEvent.click(screen.getByText('Nova denúncia DEN-2026-000003: Fazenda 3'));
      await waitFor(() => expect(listCalls()).toBe(before + 1));
      act(() => realtime!.onSeen!({ ids: [3], naoVistas: 1 }));
      await act(async () => answer());
      await waitFor(() => expect(where()).toBe('/admin/denuncias/profile/43'));
      await new Promise((r) => setTimeout(r, 100));
      expect(listCalls()).toBe(before + 1);
      expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    });

    it('a list asked for before the other session saw it is asked again, so the old count does not come back', async () => {
      await connected();
      let answer!: (p: NotificationPage) => void;
      const stale = page();
      get.mockImplementationOnce(() => new Promise<NotificationPage>((resolve) => (answer = resolve)));
      fireEvent.click(screen.getByTestId('notification-bell'));
      items[0]!.visto = true;
      act(() => realtime!.onSeen!({ ids: [3], naoVistas: 1 }));
      await act(async () => answer(stale));
      await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
      expect(screen.getAllByText('Não vista')).toHaveLength(1);
    });
  });

  it('no session, no calls', async () => {
    jest.useFakeTimers();
    try {
      renderBell(null);
      // past the moments the list and the realtime connection would start with a session
      act(() => jest.advanceTimersByTime(REALTIME_START_DELAY_MS + LIST_WITHOUT_REALTIME_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(get).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('the badge shows 99+ beyond 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
