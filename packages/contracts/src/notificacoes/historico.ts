import { z } from 'zod';
import { grants, ROLES } from '../auth/roles';
import { pageQuerySchema, pageSchema } from '../common/page';

/*
 * The notification bell (top bar). Each notification has its recipients, chosen when it is made
 * (the server's modules/notificacoes/recipients.ts is the one place that says who):
 * - a new complaint: holders of VisualizarTodasDemandas, and staff with the Denuncias role one of
 *   whose organizations the complaint names;
 * - an archive request: holders of VisualizarTodasDemandas;
 * - a decision on a request: the requester;
 * - an extra or a file on a complaint: its followers (who filed it, added an extra to it or asked
 *   for its archive), except the author of the change;
 * - an operation moving a complaint's status (included, inspected, removed): its followers.
 * Seen or not is kept per username; opening one marks it seen and answers the complaint to go to.
 */

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
/** Heart-beats the server offers and asks for (ms), in the CONNECTED frame. */
export const STOMP_HEARTBEAT_MS = 10_000;
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 300;
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notificação não encontrada';

export const NOTIFICATION_KINDS = ['denuncia', 'pedido', 'decisao', 'extra', 'arquivo', 'situacao'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  tipo: z.enum(NOTIFICATION_KINDS),
  /** ISO date-time. */
  created_at: z.string(),
  /** Usernames of the recipients who opened it. */
  visualizou: z.array(z.string()),
  /** Whether the calling user opened it. */
  visto: z.boolean(),
  /** The complaint to open (admin.denuncias_profile), or null. */
  redirect: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema).extend({
  /** How many of the user's notifications are not seen yet (all pages): the bell's count. */
  naoVistas: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  size: pageQuerySchema.shape.size.default(NOTIFICATION_PAGE_SIZE),
});

export const notificationOpenResponseSchema = z.object({ redirect: z.number().int().nullable() });
export type NotificationOpenResponse = z.infer<typeof notificationOpenResponseSchema>;

/** The body of each STOMP MESSAGE on NOTIFICATIONS_TOPIC (content-type application/json): the notification as the list shows it. */
export type NotificationMessage = Notification;
