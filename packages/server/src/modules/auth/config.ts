/** Limits on the login, against password guessing. */
export interface LoginRateLimitConfig {
  /** Login requests per minute from one IP address. */
  perIpPerMinute: number;
  /** Failed attempts for one username inside `perUserWindowMs`. */
  perUserFailures: number;
  perUserWindowMs: number;
}

/** 20 logins a minute per address; 5 failures per username in 15 minutes. */
export const LOGIN_RATE_LIMIT_DEFAULTS: Readonly<LoginRateLimitConfig> = {
  perIpPerMinute: 20,
  perUserFailures: 5,
  perUserWindowMs: 15 * 60 * 1000,
};
