/**
 * Typed events between the shell and the remotes.
 *
 * The bus lives on a window-level EventTarget (not in a module variable), so two remotes
 * built at different times, even with different copies of this package, still talk.
 */

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  roles: string[];
  /** Token expiry, seconds since the epoch. */
  exp: number;
}

export interface BusEvents {
  /** The session changed (login, logout, another tab or copy of the store). */
  'session:changed': { user: SessionUser | null };
  /** Someone asked to end the session; the shell clears it and goes home. */
  'session:logout': { reason: 'user' | 'expired' | 'unauthorized' | 'forbidden' };
  /** A new real-time notification arrived (the shell's notifications feed emits it; screens may refresh). */
  notification: {
    id: number;
    texto: string;
    /** The complaint to open, when there is one. */
    redirect?: number | null;
    /** What it is about ('denuncia', 'pedido', 'decisao', 'extra', 'arquivo'); absent from older emitters. */
    tipo?: string;
    /** ISO date-time; absent from older emitters. */
    created_at?: string;
  };
  /** A remote failed to load, mount or render. */
  'remote:error': { remote: string; phase: 'load' | 'mount' | 'render' | 'menu'; message: string };
}

export type BusEventName = keyof BusEvents;

const BUS_KEY = '__sisacteEventBus__';

type BusHost = typeof globalThis & { [BUS_KEY]?: EventTarget };

function target(): EventTarget {
  const host = globalThis as BusHost;
  host[BUS_KEY] ??= new EventTarget();
  return host[BUS_KEY];
}

export function emit<K extends BusEventName>(type: K, detail: BusEvents[K]): void {
  target().dispatchEvent(new CustomEvent(type, { detail }));
}

/** Subscribes and returns the unsubscribe function. */
export function on<K extends BusEventName>(type: K, handler: (detail: BusEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail);
  target().addEventListener(type, listener);
  return () => target().removeEventListener(type, listener);
}
