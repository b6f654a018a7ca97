// The complaints module's public surface: its routes and settings, who sees which complaint, the
// status move operations make, and the complaint notifications (who is told, who may still open them).
import type { AuthUser } from '../../plugins/auth';
import { complaintViewer } from './access';
import { complaintsVisibleTo } from './notifications/repository';

export { canSeeComplaint, complaintViewer, visibleComplaints, type ComplaintViewer } from './access';
export { moveComplaintStatus } from './admin/service';
export { DENUNCIAS_DEFAULTS, type DenunciasConfig } from './config';
export { recordComplaintNotifications, type NotificationEvent as ComplaintNotificationEvent } from './notifications/events';
export { denunciasRoutes, type DenunciasOptions } from './routes';

/** The complaints `user` may still open from the bell (notificacoes' `visibleRecords`); undefined: every complaint. */
export const complaintNotificationsVisibleTo = (user: AuthUser) => complaintsVisibleTo(complaintViewer(user));
