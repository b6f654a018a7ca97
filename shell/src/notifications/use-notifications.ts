import { useCallback, useEffect, useRef, useState } from 'react';
import { type Notification } from '@sisacte/contracts/notificacoes/historico';
import { emit } from '@sisacte/event-bus';
import { listNotifications, websocketUrl } from './api';

/** After login the real-time client waits this long (and for an idle moment), so it is never part of the first load. */
export const REALTIME_START_DELAY_MS = 3_000;
/** The first GET /api/historico waits this long after the frame opens. */
export const FIRST_LIST_DELAY_MS = 1_000;

export interface NotificationsState {
  items: Notification[];
  /** Unseen notifications of this user (all pages). */
  unseen: number;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/**
 * The bell's data: GET /api/historico when the frame opens and whenever a real-time message arrives
 * (each message is also published on the event bus as 'notification', for any remote to listen).
 */
export function useNotifications(token: string | null): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [unseen, setUnseen] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setLoading(true);
    listNotifications()
      .then((page) => {
        if (mine !== seq.current) return;
        setItems(page.content);
        setUnseen(page.naoVistas);
        setError(null);
      })
      .catch((e: Error) => mine === seq.current && setError(e.message))
      .finally(() => mine === seq.current && setLoading(false));
  }, []);

  // The first list waits a moment: the screen being opened goes first.
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(refresh, FIRST_LIST_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token !== null]);

  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
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
            onConnect: refresh,
          }),
        )
        .then((s) => (cancelled ? s() : (stop = s)))
        .catch(() => undefined);
    };
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const timer = setTimeout(() => (idle ? idle(begin, { timeout: 5_000 }) : begin()), REALTIME_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
    // one client per session, not per token renewal (the token is read at each connection)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token !== null]);

  return { items, unseen, loading, error, refresh };
}
