// The auth module's public surface: its routes, the login limit's settings and the user directory
// the auth plugin reads users through.
export { AUTH_CACHE_SECONDS_DEFAULT, LOGIN_RATE_LIMIT_DEFAULTS, type LoginRateLimitConfig } from './config';
export { authRoutes, type AuthRoutesOptions, type LoginAttemptLimiter } from './routes';
export { createUserDirectory } from './user-directory';
// For the seeds (the first administrator, the role catalogue) and the tests' users.
export { findRoleIdByName, insertRole, upsertSystemRoles } from './roles/repository';
export { countActiveUsers, insertUser, replaceUserRoles } from './users/repository';
