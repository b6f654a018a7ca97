import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from './bell';
import { pageQuerySchema, pageSchema } from '../common/page';

/*
 * The notification bell (top bar). Each notification has its recipients, chosen when it is made
 * (the server's modules/notificacoes/recipients.ts is the one place that says who):
 * - a new complaint: holders of VisualizarTodasDemandas with the Denuncias role, and staff with the Denuncias role one of
 *   whose organizations the complaint names;
 * - an archive request: holders of VisualizarTodasDemandas with the Denuncias role;
 * - a decision on a request: the requester;
 * - an extra or a file on a complaint: its followers (who filed it, added an extra to it or asked
 *   for its archive), except the author of the change;
 * - an operation moving a complaint's status (included, inspected, removed): its followers.
 * Seen or not is kept per username; opening one marks it seen and answers the complaint to go to.
 */

// The bell's roles, paths and limits (no zod: the shell's top bar loads them on every staff page) are in bell.ts.
export * from './bell';

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
