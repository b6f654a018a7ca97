import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha/routes';
import { createCaptchaService } from './captcha/service';
import { createReceiptSealer } from './complaints/receipt';
import { complaintsRoutes } from './complaints/routes';
import { defaultDenunciasConfig, type DenunciasConfig } from './config';
import { indicatorsRoutes } from './indicators/routes';
import { organizationsRoutes } from './organizations/routes';
import { questionsRoutes } from './questions/routes';

/** AppOptions.denuncias: settings (defaults: a random key, the production difficulty and limits). */
export interface DenunciasOptions {
  config?: Partial<DenunciasConfig> | undefined;
}

/** Complaints, questionnaire, indicators, organizations and the captcha of the public complaint form. */
export const denunciasRoutes: FastifyPluginAsync<DenunciasOptions> = async (app, opts) => {
  const config = { ...defaultDenunciasConfig(), ...opts.config };
  const captcha = createCaptchaService({ hmacKey: config.altchaHmacKey, maxNumber: config.altchaMaxNumber });
  await app.register(captchaRoutes, { captcha });
  await app.register(complaintsRoutes, {
    captcha,
    sealer: createReceiptSealer(config.altchaHmacKey),
    complaintsPerIp: config.complaintsPerIp,
    followUpsPerIp: config.followUpsPerIp,
  });
  await app.register(questionsRoutes);
  await app.register(indicatorsRoutes);
  await app.register(organizationsRoutes);
};
