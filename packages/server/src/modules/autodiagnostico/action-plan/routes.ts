import {
  ACTION_PLAN_API,
  measureQuestionQuerySchema,
  measureSavedSchema,
  measureSaveSchema,
  measureSchema,
  measuresByRiskSchema,
  measureStepSchema,
} from '@sisacte/contracts/autodiagnostico/action-plan';
import { EVALUATION_RATE_LIMITED_MESSAGE, resumeCodeHeadersSchema } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf, sendXlsxStream } from '../../../lib/documents';
import { HttpError } from '../../../lib/http-errors';
import { idParamsSchema } from '../../../lib/params';
import { publicRoute } from '../../../plugins/route-options';
import type { AutodiagnosticoConfig } from '../config';
import type { ResumeCodes } from '../evaluations/access';
import { translateErrorAnswer } from '../../shared/i18n';
import { publicLanguage } from '../language';
import { diagnosisPdf, documentName, measuresXlsx } from './reports';
import * as service from './service';

export interface ActionPlanRoutesOptions {
  codes: ResumeCodes;
  config: AutodiagnosticoConfig;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;
const binary = (description: string) => z.any().describe(description);
const nextParams = z.object({ id: idParamsSchema.shape.id, avaliation_id: idParamsSchema.shape.id });

/** Public (no login): the action plan of an evaluation, with its resume code in X-Codigo-Avaliacao. */
export const actionPlanRoutes: FastifyPluginAsyncZod<ActionPlanRoutesOptions> = async (app, { codes, config }) => {
  // 429: too many wrong resume codes from the address (evaluations/code-guard.ts).
  const read = publicRoute('Plano de ação', {}, [400, 404, 429]);
  const write = publicRoute(
    'Plano de ação',
    { rateLimit: { max: config.writesPerIp, timeWindow: TEN_MINUTES_MS, errorResponseBuilder: () => new HttpError(429, EVALUATION_RATE_LIMITED_MESSAGE) } },
    [400, 404, 429],
  );
  // Renders are the dearest public calls (a PDF ~0.5 s of CPU): counted per address before any work, a wrong code included.
  const render = publicRoute(
    'Plano de ação',
    { rateLimit: { max: config.reportsPerIp, timeWindow: TEN_MINUTES_MS, errorResponseBuilder: () => new HttpError(429, EVALUATION_RATE_LIMITED_MESSAGE) } },
    [400, 404, 429],
  );
  const code = (headers: { 'x-codigo-avaliacao': string }) => headers['x-codigo-avaliacao'];
  // Refusals in the language of Accept-Language where the shared catalogue has them (the page translates the rest).
  app.addHook('onSend', translateErrorAnswer);

  app.get(
    ACTION_PLAN_API.risks,
    read('Medidas agrupadas por risco (Alto primeiro): as salvas, e para as demais as sugestões do modelo', { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: measuresByRiskSchema } }),
    async (request) => service.measuresByRisk(app.db, codes, request.params.id, code(request.headers), publicLanguage(request)),
  );

  app.get(
    ACTION_PLAN_API.firstQuestion,
    read('A primeira medida do plano (a questão de maior risco); null quando não há risco', { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: measureStepSchema } }),
    async (request) => service.firstMeasure(app.db, codes, request.params.id, code(request.headers), publicLanguage(request)),
  );

  app.get(
    ACTION_PLAN_API.nextQuestion,
    read('A medida seguinte à da questão id na avaliação avaliation_id; null depois da última', { params: nextParams, headers: resumeCodeHeadersSchema, response: { 200: measureStepSchema } }),
    async (request) => service.nextMeasure(app.db, codes, request.params.id, request.params.avaliation_id, code(request.headers), publicLanguage(request)),
  );

  app.get(
    ACTION_PLAN_API.question,
    read('A medida da questão id na avaliação avaliacao_id', { params: idParamsSchema, querystring: measureQuestionQuerySchema, headers: resumeCodeHeadersSchema, response: { 200: measureSchema } }),
    async (request) => service.measureOf(app.db, codes, request.params.id, request.query.avaliacao_id, code(request.headers), publicLanguage(request)),
  );

  app.get(
    ACTION_PLAN_API.measures,
    read('As medidas salvas da avaliação', { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: z.array(measureSchema) } }),
    async (request) => service.savedMeasures(app.db, codes, request.params.id, code(request.headers), publicLanguage(request)),
  );

  app.post(
    ACTION_PLAN_API.save,
    write(
      "Salva (cria ou substitui) a medida de uma questão respondida com risco: ações, responsável, início e fim (fim não antes do início). Resposta: 'Plano de Ação!' e a medida",
      { body: measureSaveSchema, headers: resumeCodeHeadersSchema, response: { 201: measureSavedSchema, 200: measureSavedSchema } },
    ),
    async (request, reply) => {
      const saved = await service.saveMeasure(app.db, codes, request.body, code(request.headers), publicLanguage(request));
      return reply.code(saved.created ? 201 : 200).send({ message: saved.message, medida: saved.measure });
    },
  );

  app.get(
    ACTION_PLAN_API.pdf,
    render(
      `PDF do diagnóstico (riscos por bloco, respostas) e do plano de ação, para abrir em nova janela, no idioma de ?lang= ou Accept-Language (pt, es, en, fr, ht). Até ${config.reportsPerIp} por endereço a cada 10 minutos`,
      { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: binary('application/pdf') } },
    ),
    async (request, reply) => {
      const language = publicLanguage(request);
      const report = await service.diagnosisReport(app.db, codes, request.params.id, code(request.headers), language);
      return sendPdf(reply, documentName('pdf', request.params.id, language), await diagnosisPdf(report, language));
    },
  );

  app.get(
    ACTION_PLAN_API.xlsx,
    render(
      `XLSX das medidas do plano de ação (as definidas e, para os demais riscos, as sugestões), no idioma de ?lang= ou Accept-Language. Até ${config.reportsPerIp} por endereço a cada 10 minutos`,
      { params: idParamsSchema, headers: resumeCodeHeadersSchema, response: { 200: binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } },
    ),
    async (request, reply) => {
      const language = publicLanguage(request);
      const measures = await service.plan(app.db, codes, request.params.id, code(request.headers), language);
      return sendXlsxStream(reply, documentName('xlsx', request.params.id, language), measuresXlsx(measures, language, (error) => request.log.error({ err: error }, 'xlsx export failed')));
    },
  );
};
