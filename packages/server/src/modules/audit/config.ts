import { ConfigError, nonEmpty } from '../../lib/config-error';

/**
 * Retention (LGPD art. 15 and 16: data kept no longer than its purpose), read from the environment;
 * both off unless set:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | RETENTION_CLOSED_COMPLAINTS_DAYS | off | days after a closed complaint's last change (archived, or Fiscalizada) when its personal content is anonymised |
 * | RETENTION_INACTIVE_PEOPLE_DAYS | off | days without any activity (no change to the record, none of its stays, referrals, visits, vacancies or courses, no open stay) when a person's record is anonymised |
 *
 * Anonymising, not deleting, keeps every count the dashboard shows.
 */
export interface RetentionConfig {
  closedComplaintsDays: number | null;
  inactivePeopleDays: number | null;
  /** How often the records past their time are looked for (hourly). */
  everyMs: number;
  /** The first look, this long after start. */
  firstAfterMs: number;
  /** Records anonymised per kind per run, at most (the rest wait for the next run). */
  batch: number;
}

export const RETENTION_DEFAULTS: Readonly<RetentionConfig> = {
  closedComplaintsDays: null,
  inactivePeopleDays: null,
  everyMs: 60 * 60 * 1000,
  firstAfterMs: 2 * 60 * 1000,
  batch: 200,
};

/** Shorter than a month is a typing mistake, not a policy. */
const MIN_DAYS = 30;
const MAX_DAYS = 36_500;

function days(env: NodeJS.ProcessEnv, name: string): number | null {
  const raw = nonEmpty(env[name]);
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'off') return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_DAYS || value > MAX_DAYS) {
    throw new ConfigError(`${name} must be a number of days between ${MIN_DAYS} and ${MAX_DAYS}, or 0/off (got "${raw}").`);
  }
  return value;
}

export function loadRetentionConfig(env: NodeJS.ProcessEnv = process.env): RetentionConfig {
  return {
    ...RETENTION_DEFAULTS,
    closedComplaintsDays: days(env, 'RETENTION_CLOSED_COMPLAINTS_DAYS'),
    inactivePeopleDays: days(env, 'RETENTION_INACTIVE_PEOPLE_DAYS'),
  };
}
