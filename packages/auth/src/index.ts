export {
  SESSION_STORAGE_KEY,
  useSession,
  userFromToken,
  isExpired,
  currentSession,
  hasRole,
  useCurrentUser,
  type SessionState,
} from './session-store';
export type { SessionUser } from '@sisacte/event-bus';
