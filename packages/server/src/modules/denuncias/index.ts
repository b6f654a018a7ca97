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

// For the seeds (the demo complaints, stored as the intake stores them).
export { storeComplaint } from './complaints/repository';
export { CHOSEN_OPTIONS_SEPARATOR, type CheckedAnswer } from './complaints/validation';
export { createQuestionnaireCache, scoreOf } from './questions/cache';
