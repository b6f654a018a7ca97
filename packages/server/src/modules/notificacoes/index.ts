// The notifications' public surface: a generic outbox (record inside a change's transaction, publish
// after its commit), the bell's routes and the real-time hub. The module whose records a
// notification is about says who is told and who may still open it.
export { createOnceNotifying, notificacoesRoutes, notificationHubPlugin, publishNotifications, STOMP_MAX_SESSIONS_PER_USER, type NotificacoesOptions } from './routes';
export { recordNotifications } from './service';
export type { OutgoingNotification, RecipientsQuery, VisibleRecords } from './repository';
export type { NotificationHub } from './hub';
