import { NOTIFICATIONS_SEEN_TOPIC, NOTIFICATIONS_TOPIC, STOMP_HEARTBEAT_MS, type NotificationMessage, type NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';

/** First wait before reconnecting; it doubles on each failed attempt up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export interface RealtimeOptions {
  url: string;
  /** Read at every (re)connection: the token may have been renewed. Null stops trying. */
  token: () => string | null;
  onMessage: (message: NotificationMessage) => void;
  /** The user saw notifications, in this session or another (tab, device). */
  onSeen?: (message: NotificationSeenMessage) => void;
  /** Connected (again): the list may have changed while away. */
  onConnect?: () => void;
}

/**
 * The bell's real-time feed: @stomp/stompjs (in the staff frame's file, run a moment after the page opens) over a
 * WebSocket to the API, the bearer token in the CONNECT headers, heart-beats both ways, and
 * reconnection with exponential back-off after the server goes away. Returns the stop function.
 */
export async function startRealtime({ url, token, onMessage, onSeen, onConnect }: RealtimeOptions): Promise<() => void> {
  const { Client, ReconnectionTimeMode } = await import('@stomp/stompjs');
  const client = new Client({
    brokerURL: url,
    heartbeatIncoming: STOMP_HEARTBEAT_MS,
    heartbeatOutgoing: STOMP_HEARTBEAT_MS,
    reconnectDelay: RECONNECT_FIRST_MS,
    maxReconnectDelay: RECONNECT_MAX_MS,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    beforeConnect: async (c) => {
      const current = token();
      if (!current) {
        await c.deactivate();
        return;
      }
      c.connectHeaders = { Authorization: `Bearer ${current}` };
    },
    onConnect: () => {
      client.subscribe(NOTIFICATIONS_TOPIC, (frame) => {
        try {
          onMessage(JSON.parse(frame.body) as NotificationMessage);
        } catch {
          // a malformed body: ignored, the next refresh brings the list anyway
        }
      });
      if (onSeen) {
        client.subscribe(NOTIFICATIONS_SEEN_TOPIC, (frame) => {
          try {
            onSeen(JSON.parse(frame.body) as NotificationSeenMessage);
          } catch {
            // as above
          }
        });
      }
      onConnect?.();
    },
  });
  client.activate();
  return () => void client.deactivate();
}
