import { grants, ROLES } from '../auth/role-names';

// What the shell's notification bell needs on every staff page, without zod; historico.ts re-exports it with the schemas.

/** Who get notifications, and so the bell (and its API): complaints staff. Anyone else would only be refused. */
export const NOTIFIED_ROLES = [ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS];
export const mayBeNotified = (roles: readonly string[]) => NOTIFIED_ROLES.some((r) => grants(roles, r));

export const NOTIFICATIONS_API = {
  /** GET: the user's notifications, page 0, size 20, sort id,desc. */
  list: '/api/historico',
  /** GET: marks it seen by this user → { redirect } (the complaint's id, for admin.denuncias_profile). */
  open: '/api/historico/open/:id',
  /** The WebSocket endpoint (STOMP 1.2 frames) on the API server. */
  websocket: '/api/ws',
} as const;

/** The STOMP topic every client subscribes to: it only ever receives its own user's notifications. */
export const NOTIFICATIONS_TOPIC = '/notificacoes/historico';
/**
 * The STOMP topic of the user's 'seen' events: a notification opened in one tab or device is seen in every
 * session of the user. Each MESSAGE (application/json) is a NotificationSeenMessage.
 */
export const NOTIFICATIONS_SEEN_TOPIC = '/notificacoes/vistas';
/** The notifications just seen by the user, and how many of theirs are still unseen (the bell's count). */
export interface NotificationSeenMessage {
  ids: number[];
  naoVistas: number;
}
/** Heart-beats the server offers and asks for (ms), in the CONNECTED frame. */
export const STOMP_HEARTBEAT_MS = 10_000;
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 300;
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notificação não encontrada';
