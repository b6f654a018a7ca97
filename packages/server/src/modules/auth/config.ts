/**
 * Limits on the login, against password guessing, shaped so that nobody can lock someone else out:
 * failures lock a (username, address) pair or an address, never a username; a username failing
 * from many addresses only answers its failures more and more slowly.
 */
export interface LoginRateLimitConfig {
  /** Login requests per minute from one IP address. */
  perIpPerMinute: number;
  /** Failed attempts for one username from one address inside `perUserWindowMs`; then that pair gets 429 until they age out. */
  perUserFailures: number;
  perUserWindowMs: number;
  /** Failed attempts from one address, whatever the usernames, inside the window; then the address gets 429. */
  perAddressFailures?: number;
  /**
   * Once a username has more than `perUserFailures` failures from all addresses, each further failed
   * answer waits `slowdownBaseMs`, doubling per failure up to `slowdownMaxMs`. Right passwords never wait.
   */
  slowdownBaseMs?: number;
  slowdownMaxMs?: number;
}

/** 20 logins a minute per address; 5 failures per username and address and 20 per address in 15 minutes; failed answers slowed up to 10 s. */
export const LOGIN_RATE_LIMIT_DEFAULTS: Readonly<Required<LoginRateLimitConfig>> = {
  perIpPerMinute: 20,
  perUserFailures: 5,
  perUserWindowMs: 15 * 60 * 1000,
  perAddressFailures: 20,
  slowdownBaseMs: 500,
  slowdownMaxMs: 10_000,
};

/** AUTH_CACHE_SECONDS: how long an instance keeps a session check's answer at most (the NOTIFYs end it sooner); 0 keeps none. */
export const AUTH_CACHE_SECONDS_DEFAULT = 30;
