import { CAPTCHA_API, captchaChallengeSchema } from '@sisacte/contracts/denuncias/captcha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, opts) => {
  app.get(
    CAPTCHA_API.challenge,
    {
      schema: {
        tags: ['Denúncias'],
        summary: "Desafio ALTCHA (prova de trabalho, sem rastreamento) para o quadro 'Não sou um robô'; vale 10 minutos e uma única denúncia",
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.captcha.challenge();
    },
  );
};
