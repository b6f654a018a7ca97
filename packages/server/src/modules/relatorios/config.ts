/*
 * Settings of the reports module, read from the environment when the module registers:
 *  AUDITOR_URL         root of the labour inspection's 'auditor' API; unset: the local stand-in.
 *  AUDITOR_TIMEOUT_MS  how long a call may take before the screen is told the lookup failed (10000).
 *  AUDITOR_TOKEN       bearer credential the real service needs (stays on the server).
 *  RELATORIO_INFRACOES the infraction codes (ementas) the report concerns, comma-separated.
 */

/** Default infraction codes: the notices tied to work analogous to slavery (the stand-in uses these). */
export const DEFAULT_INFRACTION_CODES = ['001727-9', '001728-7', '001729-5'] as const;
export const DEFAULT_AUDITOR_TIMEOUT_MS = 10_000;

export interface RelatoriosConfig {
  auditorUrl: string | null;
  auditorTimeoutMs: number;
  auditorToken: string | null;
  infractionCodes: string[];
}

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function relatoriosConfig(env: NodeJS.ProcessEnv = process.env): RelatoriosConfig {
  const auditorUrl = nonEmpty(env.AUDITOR_URL) ?? null;
  if (auditorUrl && !/^https?:\/\/[^\s]+$/.test(auditorUrl)) throw new Error(`AUDITOR_URL must be an http(s) URL (got "${auditorUrl}").`);
  const timeout = nonEmpty(env.AUDITOR_TIMEOUT_MS);
  const auditorTimeoutMs = timeout === undefined ? DEFAULT_AUDITOR_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(auditorTimeoutMs) || auditorTimeoutMs < 100 || auditorTimeoutMs > 120_000) {
    throw new Error(`AUDITOR_TIMEOUT_MS must be an integer between 100 and 120000 (got "${timeout}").`);
  }
  const codes = nonEmpty(env.RELATORIO_INFRACOES)?.split(',').map((c) => c.trim()).filter(Boolean) ?? [...DEFAULT_INFRACTION_CODES];
  if (codes.length === 0 || codes.some((c) => !/^[0-9A-Za-z.-]{1,20}$/.test(c))) {
    throw new Error(`RELATORIO_INFRACOES must be comma-separated infraction codes (got "${env.RELATORIO_INFRACOES}").`);
  }
  return { auditorUrl, auditorTimeoutMs, auditorToken: nonEmpty(env.AUDITOR_TOKEN) ?? null, infractionCodes: codes };
}
