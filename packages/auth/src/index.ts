export {
  useSession,
  userFromToken,
  isExpired,
  currentSession,
  hasRole,
  useCurrentUser,
} from './session-store';
export type { SessionUser } from '@sisacte/event-bus';
