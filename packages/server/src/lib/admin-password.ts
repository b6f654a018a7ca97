import { ConfigError } from './config-error';
import { weakPasswordReason } from './passwords';
import { startThread } from './thread-entry';

/** The first administrator db/seed/auth.ts creates (DEMO_ADMIN): their password may contain neither. */
export const FIRST_ADMIN_OWNER = { username: 'admin', name: 'Administrador' } as const;

/** Why ADMIN_PASSWORD is refused (the staff forms' rule: password-strength.ts), in Portuguese, or null when it is strong. */
export function adminPasswordProblem(password: string): string | null {
  const reason = weakPasswordReason(password, FIRST_ADMIN_OWNER);
  return reason
    ? `ADMIN_PASSWORD recusada: é a senha do administrador "admin" e precisa ser forte. ${reason} ` +
        'Escolha outra (por exemplo, algumas palavras pouco comuns separadas por hífens). / ADMIN_PASSWORD is too weak.'
    : null;
}

/**
 * Resolves when ADMIN_PASSWORD is strong; rejects with a ConfigError saying why when it is not (the server does not
 * start). Judged in a worker thread (admin-password-worker.ts), beside the rest of the start-up: the estimator's
 * dictionaries cost about 0.2 s of CPU and 35 MB to load, and a server that never sets a password through its
 * forms then never holds them (measured with `bench server`: the start and the idle RSS on PostgreSQL).
 */
export function checkAdminPassword(password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = startThread(import.meta.dirname, 'admin-password-worker', { password });
    thread.once('message', (problem: string | null) => (problem ? reject(new ConfigError(problem)) : resolve()));
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the password check stopped (${code}) without a verdict`)));
  });
}
