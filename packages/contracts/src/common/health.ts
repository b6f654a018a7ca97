/** Liveness and readiness of the API, for load balancers and the start scripts. */
export const HEALTH_API = {
  health: '/api/health',
} as const;
