import type { FastifyPluginAsync } from 'fastify';
import { publishNotifications } from '../notificacoes';
import { registerFileEntity } from '../files';
import { complaintFileEntity } from './files';
import { captchaRoutes } from './captcha/routes';
import { createCaptchaService } from './captcha/service';
import { createReceiptHasher, createReceiptSealer } from '../shared/receipt/receipt';
import { complaintsRoutes } from './complaints/routes';
import { defaultDenunciasConfig, type DenunciasConfig } from './config';
import { indicatorsRoutes } from './indicators/routes';
import { organizationsRoutes } from './organizations/routes';
import { createQuestionnaireCache } from './questions/cache';
import { questionsRoutes } from './questions/routes';
import { complaintAdminRoutes } from './admin/routes';
import { archiveRoutes } from './archive/routes';
import { extrasRoutes } from './extras/routes';
import { accessRoutes } from './access-routes';

/** AppOptions.denuncias: settings (defaults: a random key, the production difficulty and limits). */
export interface DenunciasOptions {
  config?: Partial<DenunciasConfig> | undefined;
}

/** Complaints, questionnaire, indicators, organizations and the captcha of the public complaint form. */
export const denunciasRoutes: FastifyPluginAsync<DenunciasOptions> = async (app, opts) => {
  const config = { ...defaultDenunciasConfig(), ...opts.config };
  // A complaint's files (entity 'denuncia', codid = the complaint's id), behind the complaint's
  // visibility; their changes notify its followers through this app's notification hub.
  registerFileEntity(complaintFileEntity((ids) => publishNotifications(app, ids)));
  const captcha = createCaptchaService({ hmacKey: config.altchaHmacKey, maxNumber: config.altchaMaxNumber });
  // The live questionnaire in memory, shared by the public list and the complaint checks; it follows
  // questionnaire_version, which every write to the questionnaire bumps (any instance, migration 0008)
  // and NOTIFYs (0036).
  const questionnaire = createQuestionnaireCache(app.dbListener, { trustMs: config.questionnaireCacheSeconds * 1000 });
  await app.register(captchaRoutes, { captcha });
  await app.register(complaintsRoutes, {
    captcha,
    sealer: createReceiptSealer(config.altchaHmacKey),
    receipts: createReceiptHasher(config.receiptHmacKey ?? config.altchaHmacKey),
    questionnaire,
    complaintsPerIp: config.complaintsPerIp,
    followUpsPerIp: config.followUpsPerIp,
  });
  await app.register(questionsRoutes, { questionnaire });
  await app.register(indicatorsRoutes, { questionnaire });
  await app.register(organizationsRoutes);
  // The back office: lists, profile, status, answers, history (who sees what: ./access.ts), extras, archive requests.
  await app.register(accessRoutes);
  await app.register(complaintAdminRoutes, { questionnaire });
  await app.register(extrasRoutes);
  await app.register(archiveRoutes);
};
