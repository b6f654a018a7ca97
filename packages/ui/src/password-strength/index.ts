/**
 * The password meter of every form where a password is set (`@sisacte/ui/password-strength`, a
 * subpath of its own): the server's rule (contracts/auth/password-strength.ts), judged as the user
 * types, its dictionaries loaded on the first character.
 */
export { PasswordStrength, type PasswordStrengthProps } from './password-strength';
export { usePasswordVerdict } from './use-password-verdict';
export {
  PASSWORD_CONTAINS_OWNER_MESSAGE,
  PASSWORD_MIN_SCORE,
  type PasswordOwner,
  type PasswordVerdict,
} from '@sisacte/contracts/auth/password-strength';
