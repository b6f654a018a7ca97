import { useCallback, useEffect, useRef, useState } from 'react';
import { type Notification, type NotificationOpenResponse, type NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';
import { emit } from '@sisacte/event-bus';
import { listNotifications, openNotification, websocketUrl } from './api';

/** The real-time client starts this long after the frame opens (and at an idle moment): the screen being opened goes first. */
export const REALTIME_START_DELAY_MS = 1_000;
/**
 * The first GET /api/historico is sent once the real-time client is connected; if it is not by this long after
 * the frame opened, without it. A connection that comes after this list brings a second one (what was published
 * in between), so the wait is longer than a slow start: on a loaded 2-core machine (load 11–16) the client
 * connected more than 6 s after the frame opened, and the bell listed twice.
 */
export const LIST_WITHOUT_REALTIME_MS = 10_000;

export interface NotificationsState {
  items: Notification[];
  /** Unseen notifications of this user (all pages). */
  unseen: number;
  loading: boolean;
  error: string | null;
  refresh: () => void;
  /** Opens notification `id` (GET /api/historico/open/{id}: seen for this user), then lists again; answers the complaint to go to. */
  open: (id: number) => Promise<NotificationOpenResponse>;
}

/**
 * The bell's data: GET /api/historico once the real-time client is connected (so that nothing published
 * between the list and the subscription is missed, with one list, not two), again at each reconnection and
 * whenever a real-time message arrives
 * (each message is also published on the event bus as 'notification', for any remote to listen). What the
 * user sees in any session (another tab, another device) comes as a 'seen' message: those notifications are
 * marked seen and the count is the server's, without asking for the list again.
 */
export function useNotifications(token: string | null): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [unseen, setUnseen] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const inFlight = useRef(false);
  // Notifications opened in this tab: their 'seen' message finds the list already asked for after the opening.
  const openedHere = useRef(new Set<number>());
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    inFlight.current = true;
    setLoading(true);
    listNotifications()
      .then((page) => {
        if (mine !== seq.current) return;
        setItems(page.content);
        setUnseen(page.naoVistas);
        setError(null);
      })
      .catch((e: Error) => mine === seq.current && setError(e.message))
      .finally(() => {
        if (mine !== seq.current) return;
        inFlight.current = false;
        setLoading(false);
      });
  }, []);

  const applySeen = useCallback(
    ({ ids, naoVistas }: NotificationSeenMessage) => {
      setItems((list) => list.map((n) => (ids.includes(n.id) ? { ...n, visto: true } : n)));
      setUnseen(naoVistas);
      // A list asked for before another session saw these could answer the old count: ask again.
      const mine = ids.every((id) => openedHere.current.delete(id));
      if (inFlight.current && !mine) refresh();
    },
    [refresh],
  );

  const open = useCallback(
    async (id: number) => {
      // Only a first opening brings a 'seen' message.
      const first = items.some((n) => n.id === id && !n.visto);
      if (first) openedHere.current.add(id);
      try {
        const answer = await openNotification(id);
        refresh();
        return answer;
      } catch (error) {
        openedHere.current.delete(id);
        throw error;
      }
    },
    [items, refresh],
  );

  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    let listed = false;
    const list = () => {
      listed = true;
      refresh();
    };
    const begin = () => {
      import('./realtime')
        .then(({ startRealtime }) =>
          startRealtime({
            url: websocketUrl(),
            token: () => tokenRef.current,
            onMessage: (message) => {
              emit('notification', { id: message.id, texto: message.texto, redirect: message.redirect, tipo: message.tipo, created_at: message.created_at });
              refresh();
            },
            onSeen: applySeen,
            // The first connection brings the first list; a reconnection, what changed while away.
            onConnect: list,
          }),
        )
        .then((s) => (cancelled ? s() : (stop = s)))
        .catch(() => undefined);
    };
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const timer = setTimeout(() => (idle ? idle(begin, { timeout: 2_000 }) : begin()), REALTIME_START_DELAY_MS);
    // No real-time connection (a proxy without WebSockets, the server restarting): the bell still gets its list.
    const fallback = setTimeout(() => listed || list(), LIST_WITHOUT_REALTIME_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(fallback);
      stop?.();
    };
    // one client per session, not per token renewal (the token is read at each connection)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token !== null]);

  return { items, unseen, loading, error, refresh, open };
}
