import { COMPLAINT_RATE_LIMITED_MESSAGE, complaintCreateQuerySchema, complaintCreateResponseSchema, complaintCreateSchema, COMPLAINTS_API } from '@sisacte/contracts/denuncias/complaints';
import { complaintFollowUpRequestSchema, complaintFollowUpResponseSchema, FOLLOW_UP_API, FOLLOW_UP_RATE_LIMITED_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/route-schemas';
import type { AuthUser } from '../../../plugins/auth';
import type { CaptchaService } from '../captcha/service';
import type { QuestionnaireCache } from '../questions/cache';
import { addressAllowance } from '../../shared/limits/address-allowance';
import type { ReceiptHasher, ReceiptSealer } from '../../shared/receipt/receipt';
import { requestLanguage, translateErrorAnswer } from '../../shared/i18n';
import { createComplaint, followUp, purgeExpired } from './service';

export interface ComplaintRoutesOptions {
  captcha: CaptchaService;
  sealer: ReceiptSealer;
  receipts: ReceiptHasher;
  questionnaire: QuestionnaireCache;
  complaintsPerIp: number;
  followUpsPerIp: number;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** How often spent captchas past their expiry and receipt codes sealed more than 24 h ago are deleted. */
const PURGE_EVERY_MS = 60 * 1000;

/**
 * The creator, when the request carries a valid token. A missing, expired or bad token means an
 * anonymous complaint (never a 401): the public must always be able to file.
 */
async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  try {
    await request.server.authenticate(request, undefined as never);
    return request.user;
  } catch {
    return null;
  }
}

export const complaintsRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, opts) => {
  const tags = ['Denúncias'];
  const deps = { db: app.db, passwords: app.passwords, receipts: opts.receipts, captcha: opts.captcha, sealer: opts.sealer, questionnaire: opts.questionnaire, notifications: app.notifications };
  // Counts stored complaints only, so a shelter whose residents share one address is not blocked
  // by typing mistakes; each attempt already costs a captcha solution. Shared by every instance on PostgreSQL.
  const limitOptions = { max: opts.complaintsPerIp, windowMs: TEN_MINUTES_MS };
  const acceptedLimit = addressAllowance(app.sharedLimits, 'complaints-accepted', limitOptions);

  // Housekeeping off the request path (each instance in turn; each delete is an index range).
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeExpired(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'expired captchas and sealed receipts not purged'));
    }, PURGE_EVERY_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  // Public routes: their refusals speak the language the page asks for (?lang, else Accept-Language: es, en, fr, ht).
  app.addHook('onSend', translateErrorAnswer);

  app.post(
    COMPLAINTS_API.create,
    {
      schema: {
        tags,
        summary:
          'Registra uma denúncia (público). g_recaptcha_response: a solução ALTCHA (base64). Cabeçalho opcional Idempotency-Key: o reenvio com a mesma chave e os mesmos dados devolve a mesma denúncia (200)',
        querystring: complaintCreateQuerySchema,
        headers: z.object({ 'idempotency-key': z.string().max(300).optional() }).passthrough(),
        body: complaintCreateSchema,
        response: {
          201: complaintCreateResponseSchema,
          200: complaintCreateResponseSchema.describe('Reenvio com a mesma Idempotency-Key'),
          ...errorResponses(400, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      // A unit of the allowance is taken up front (one statement on PostgreSQL) and given back
      // unless a complaint was stored; a replay of an earlier one is answered even when none is left.
      const admitted = await acceptedLimit.take(request.ip);
      // When none is left: how long until one is (Retry-After), looked up only then.
      const waitMs = admitted ? 0 : await acceptedLimit.retryAfterMs(request.ip);
      const giveBack = async () => {
        if (admitted) await acceptedLimit.giveBack(request.ip).catch((error: unknown) => request.log.warn({ err: error }, 'complaint allowance not given back'));
      };
      const result = await createComplaint(deps, {
        body: request.body,
        captchaPayload: request.query.g_recaptcha_response,
        idempotencyKey: request.headers['idempotency-key'],
        user,
        language: requestLanguage(request),
        admitNew: () => {
          if (!admitted) throw tooManyRequests(COMPLAINT_RATE_LIMITED_MESSAGE, waitMs);
        },
      }).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      if (!result.created) {
        await giveBack();
        reply.header('Idempotent-Replayed', 'true');
      }
      return reply.code(result.created ? 201 : 200).send(result.response);
    },
  );

  app.post(
    FOLLOW_UP_API.lookup,
    {
      config: {
        rateLimit: {
          max: opts.followUpsPerIp,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: () => new HttpError(429, FOLLOW_UP_RATE_LIMITED_MESSAGE),
        },
      },
      schema: {
        tags,
        summary: 'Acompanhamento anônimo: número do protocolo + código de recibo → situação da denúncia (e nada mais)',
        body: complaintFollowUpRequestSchema,
        response: { 200: complaintFollowUpResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => followUp(deps, request.body),
  );
};
