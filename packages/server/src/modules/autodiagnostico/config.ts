/** Self-diagnosis: public limits and how long an abandoned evaluation is kept. */
export interface AutodiagnosticoConfig {
  /** Evaluations created per client address per 10 minutes. */
  createsPerIp: number;
  /** Answers and measures saved per client address per 10 minutes (a whole evaluation is ~30 answers and ~30 measures). */
  writesPerIp: number;
  /**
   * Reports (the diagnosis PDF, the plan's XLSX) per client address per 10 minutes, each kind
   * counted on its own: a PDF costs ~0.5 s of CPU and a resume code is free to get.
   */
  reportsPerIp: number;
  /**
   * Wrong resume codes (or unknown evaluations) per client address per 10 minutes; beyond them every
   * call with a code from that address answers 429 until the oldest is 10 minutes old.
   */
  wrongCodesPerIp: number;
  /**
   * Days after the last answer or measure when an evaluation whose risk phase was never finished
   * is deleted with everything in it: an abandoned diagnosis is personal data of a business kept for
   * no purpose. Finished evaluations are kept (their owner may come back to the action plan).
   */
  abandonedAfterDays: number;
  /** How often the abandoned evaluations (and Idempotency-Keys older than 24 hours) are looked for. */
  purgeEveryMs: number;
  /** The first look, this long after start, so that a server restarted more often than `purgeEveryMs` still purges. */
  firstPurgeAfterMs: number;
}

export const AUTODIAGNOSTICO_DEFAULTS: Readonly<AutodiagnosticoConfig> = {
  createsPerIp: 20,
  writesPerIp: 600,
  reportsPerIp: 20,
  wrongCodesPerIp: 30,
  abandonedAfterDays: 90,
  purgeEveryMs: 60 * 60 * 1000,
  firstPurgeAfterMs: 60 * 1000,
};
