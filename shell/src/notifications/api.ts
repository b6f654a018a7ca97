import { http, API_BASE_URL } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATIONS_API,
  type NotificationOpenResponse,
  type NotificationPage,
} from '@sisacte/contracts/notificacoes/historico';

/** GET /api/historico: the user's notifications, page 0, 20, newest first, with the unseen count. */
export const listNotifications = () => http.get<NotificationPage>(NOTIFICATIONS_API.list, { page: 0, size: NOTIFICATION_PAGE_SIZE, sort: 'id,desc' });

/** GET /api/historico/open/{id}: marks it seen for this user; answers the complaint to open. */
export const openNotification = (id: number) => http.get<NotificationOpenResponse>(fillPath(NOTIFICATIONS_API.open, { id }));

/** ws(s)://…/api/ws on the API's origin. */
export function websocketUrl(base = API_BASE_URL || globalThis.location.origin): string {
  const url = new URL(NOTIFICATIONS_API.websocket, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
