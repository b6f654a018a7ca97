import { z } from 'zod';

/*
 * The 'Não sou um robô' check of the public complaint: an ALTCHA proof of work, self-hosted (no
 * third party sees the complainant). The solution travels in the query as `g_recaptcha_response`.
 */

export const CAPTCHA_API = {
  challenge: '/api/captcha/challenge',
} as const;

export const CAPTCHA_WARNING_TITLE = 'Atenção';
export const CAPTCHA_WARNING_MESSAGE = "Marque o quadro 'Não sou um robô'!";
export const CAPTCHA_MISSING_MESSAGE = "Marque o quadro 'Não sou um robô'!";
export const CAPTCHA_INVALID_MESSAGE = "A verificação 'Não sou um robô' é inválida. Marque o quadro novamente.";
export const CAPTCHA_EXPIRED_MESSAGE = "A verificação 'Não sou um robô' expirou. Marque o quadro novamente.";
export const CAPTCHA_REUSED_MESSAGE = "Esta verificação 'Não sou um robô' já foi usada. Marque o quadro novamente.";

/** GET /api/captcha/challenge: an ALTCHA challenge (the widget's `challengeurl`). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
