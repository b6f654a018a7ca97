import { api } from '@sisacte/api-client';
import { SESSION_API } from '@sisacte/contracts/auth/session';

/**
 * Tells the server that the user left (POST /api/logout), so that this session's token stops working
 * at once; the user's other tabs and devices go on. Best effort: the browser forgets the session
 * whatever the answer.
 */
export async function endServerSession(token: string): Promise<void> {
  await api
    .post(SESSION_API.logout.replace(/^\//, ''), { headers: { Authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}
