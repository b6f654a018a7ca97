import {
  blockSchema,
  EVALUATION_RATE_LIMITED_MESSAGE,
  evaluationCreatedSchema,
  evaluationCreateSchema,
  evaluationQuerySchema,
  evaluationQuestionsSchema,
  evaluationSchema,
  EVALUATIONS_API,
  evaluationStatusSchema,
  feedbackSchema,
  nextStepSchema,
  optionalResumeCodeHeadersSchema,
  questionSchema,
  resumeCodeHeadersSchema,
  riskPhaseSchema,
  saveAnswerSchema,
} from '@sisacte/contracts/autodiagnostico/evaluations';
import { IDEMPOTENT_REPLAY_HEADER } from '@sisacte/contracts/common/idempotency';
import { cnaeQuerySchema, cnaeSchema } from '@sisacte/contracts/localization/cnae';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { HttpError, tooManyRequests } from '../../../lib/http-errors';
import { idParamsSchema } from '../../../lib/params';
import { publicRoute } from '../../../plugins/route-options';
import { searchCnae } from '../../localization';
import { translateErrorAnswer } from '../../shared/i18n';
import type { AutodiagnosticoConfig } from '../config';
import type { ResumeCodes } from './access';
import { publicLanguage } from '../language';
import { createCreatedEvaluationLimit } from './created-limit';
import * as service from './service';

export interface EvaluationRoutesOptions {
  codes: ResumeCodes;
  config: AutodiagnosticoConfig;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** CNAE searches per address per minute: the field searches as the user types (after 400 ms). */
const CNAE_SEARCHES_PER_MINUTE = 60;
const TAG = 'Autodiagnóstico';

/** Public (no login): every call about an evaluation carries its resume code in X-Codigo-Avaliacao. */
export const evaluationRoutes: FastifyPluginAsyncZod<EvaluationRoutesOptions> = async (app, { codes, config }) => {
  const limited = (max: number) => ({ rateLimit: { max, timeWindow: TEN_MINUTES_MS, errorResponseBuilder: () => new HttpError(429, EVALUATION_RATE_LIMITED_MESSAGE) } });
  // 429: too many wrong resume codes from the address (code-guard.ts).
  const read = publicRoute(TAG, {}, [400, 404, 429]);
  // Counts evaluations actually started (like accepted complaints): a refused create or a replay costs nothing.
  const started = createCreatedEvaluationLimit(app.sharedLimits, { max: config.createsPerIp, windowMs: TEN_MINUTES_MS });
  const create = publicRoute(TAG, {}, [400, 409, 422, 429]);
  const write = publicRoute(TAG, limited(config.writesPerIp), [400, 404, 429]);
  // Refusals in the language of Accept-Language where the shared catalogue has them (the page translates the rest).
  app.addHook('onSend', translateErrorAnswer);

  app.post(
    EVALUATIONS_API.create,
    create(
      `Cria uma avaliação (público). A resposta traz o código de acesso (codigo), mostrado só aqui: as demais chamadas o enviam no cabeçalho X-Codigo-Avaliacao. Até ${config.createsPerIp} avaliações iniciadas por endereço a cada 10 minutos (as recusadas não contam). Cabeçalho opcional Idempotency-Key: o reenvio com a mesma chave e os mesmos dados, em 24 horas, devolve a mesma avaliação e o mesmo código (200)`,
      {
        body: evaluationCreateSchema,
        headers: z.object({ 'idempotency-key': z.string().max(300).optional() }).passthrough(),
        response: { 201: evaluationCreatedSchema, 200: evaluationCreatedSchema.describe('Reenvio com a mesma Idempotency-Key') },
      },
    ),
    async (request, reply) => {
      let admitted = false;
      const giveBack = async () => {
        if (admitted) await started.giveBack(request.ip).catch((error: unknown) => request.log.warn({ err: error }, 'evaluation allowance not given back'));
      };
      const result = await service
        .createEvaluation(app.db, codes, request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          language: publicLanguage(request),
          admitNew: async () => {
            admitted = await started.take(request.ip);
            if (!admitted) throw tooManyRequests(EVALUATION_RATE_LIMITED_MESSAGE, await started.retryAfterMs(request.ip));
          },
        })
        .catch(async (error: unknown) => {
          await giveBack();
          throw error;
        });
      if (!result.created) {
        await giveBack();
        reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      }
      return reply.code(result.created ? 201 : 200).send(result.response);
    },
  );

  type Code = string | undefined;
  // Every read answers the model's texts in the language of ?lang= or Accept-Language (language.ts).
  /** A read about one evaluation: its id in the path and its resume code in X-Codigo-Avaliacao. */
  const evaluationRead = (path: string, summary: string, answer: z.ZodType, find: (db: DbOrTx, codes: ResumeCodes, id: number, code: Code, language: ContentLanguage) => Promise<unknown>) =>
    app.get(path, read(summary, { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: answer } }), async (request) =>
      find(app.db, codes, request.params.id, request.headers['x-codigo-avaliacao'], publicLanguage(request)),
    );
  /** A read of a block or question: with avaliacao_id (and its code) it carries that evaluation's answers. */
  const answeredRead = (
    path: string,
    summary: string,
    answer: z.ZodType,
    find: (db: DbOrTx, codes: ResumeCodes, id: number, evaluationId: number | undefined, code: Code, language: ContentLanguage) => Promise<unknown>,
  ) =>
    app.get(path, read(summary, { params: idParamsSchema, querystring: evaluationQuerySchema, headers: optionalResumeCodeHeadersSchema, response: { 200: answer } }), async (request) =>
      find(app.db, codes, request.params.id, request.query.avaliacao_id, request.headers['x-codigo-avaliacao'], publicLanguage(request)),
    );

  evaluationRead(EVALUATIONS_API.one, 'Uma avaliação: modelo, estabelecimento, respondidas e se a fase de riscos terminou', evaluationSchema, service.getEvaluation);
  evaluationRead(EVALUATIONS_API.questions, 'Blocos e questões da avaliação, com a opção escolhida e o risco de cada uma (menu lateral)', evaluationQuestionsSchema, service.evaluationQuestions);
  evaluationRead(EVALUATIONS_API.firstBlock, 'O primeiro bloco do modelo da avaliação', blockSchema, service.firstBlock);
  answeredRead(EVALUATIONS_API.block, 'Um bloco e suas questões; com avaliacao_id (e o código), as respostas dela', blockSchema, service.getBlock);
  answeredRead(EVALUATIONS_API.firstQuestion, 'A primeira questão de um bloco; com avaliacao_id (e o código), a resposta dela', questionSchema, service.firstQuestionOfBlock);
  answeredRead(EVALUATIONS_API.question, 'Uma questão com suas opções; com avaliacao_id (e o código), a opção escolhida', questionSchema, service.getQuestion);

  app.get(
    EVALUATIONS_API.cnae,
    publicRoute(TAG, { rateLimit: { max: CNAE_SEARCHES_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, EVALUATION_RATE_LIMITED_MESSAGE) } }, [400, 429])(
      'Subclasses CNAE por início do código ou por descrição (sem acento nem caixa), até 30: o estabelecimento de uma nova avaliação (público)',
      { querystring: cnaeQuerySchema, response: { 200: z.array(cnaeSchema) } },
    ),
    async (request) => searchCnae(app.db, request.query.name),
  );

  app.post(
    EVALUATIONS_API.saveAnswer,
    write(
      'Grava (ou troca) a resposta de uma questão e devolve o próximo passo: a próxima questão do bloco (tipo questao), o próximo bloco (tipo bloco), e finalizou quando todas estão respondidas',
      { body: saveAnswerSchema, headers: resumeCodeHeadersSchema, response: { 200: nextStepSchema } },
    ),
    async (request) => service.saveAnswer(app.db, codes, request.body, request.headers['x-codigo-avaliacao'], publicLanguage(request)),
  );

  app.get(
    EVALUATIONS_API.feedback,
    read('O texto de retorno (feedback) de uma opção', { params: idParamsSchema, response: { 200: feedbackSchema } }),
    async (request) => service.feedback(app.db, request.params.id, publicLanguage(request)),
  );

  evaluationRead(EVALUATIONS_API.riskPhaseFinished, 'Se a fase de identificação de riscos terminou (todas as questões respondidas)', riskPhaseSchema, service.riskPhaseFinished);
  evaluationRead(EVALUATIONS_API.status, 'Situação: por bloco, quantas respostas de risco zero, baixo, médio e alto e quantas não respondidas', evaluationStatusSchema, service.evaluationStatus);
};
