/** A setting that prevents the server from starting; the message is meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
