import { aggregatesQuerySchema, aggregatesSchema, AGGREGATES_API } from '@sisacte/contracts/autodiagnostico/aggregates';
import { modelDetailSchema, modelImportSchema, MODELS_API, modelSummarySchema, staffModelSchema } from '@sisacte/contracts/autodiagnostico/models';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { publicRoute, staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { translateErrorAnswer } from '../../shared/i18n';
import { publicLanguage } from '../language';
import * as repo from './repository';
import * as service from './service';

/** The models: public reading (to start an evaluation), staff listing, import and aggregates. */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRead = publicRoute('Autodiagnóstico', {}, [400, 404]);
  // public reads answer their refusals in the visitor's language, as the evaluation routes do (staff routes stay in Portuguese)
  const read: typeof publicRead = (summary, schema, ...errors) => ({ ...publicRead(summary, schema, ...errors), onSend: translateErrorAnswer });
  const staff = staffRoute(ROLES.AUTODIAGNOSTICO, 'Autodiagnóstico: modelos');

  app.get(
    MODELS_API.list,
    read('Modelos oferecidos para uma nova avaliação (a versão vigente de cada um), por nome, no idioma de ?lang= ou Accept-Language (pt, es, en, fr, ht; sem tradução, em português)', { response: { 200: z.array(modelSummarySchema) } }),
    async (request) => {
      const language = publicLanguage(request);
      return (await repo.listActiveModels(app.db, language)).map((m) => service.toModelSummary(m, language));
    },
  );

  app.get(
    MODELS_API.one,
    read('Um modelo (qualquer versão) com seus blocos, no idioma de ?lang= ou Accept-Language', { params: idParamsSchema, response: { 200: modelDetailSchema } }),
    async (request) => service.modelDetail(app.db, request.params.id, publicLanguage(request)),
  );

  app.get(
    MODELS_API.staffList,
    staff('Todas as versões de todos os modelos, com o número de avaliações (iniciadas e finalizadas)', { response: { 200: z.array(staffModelSchema) } }),
    async () => (await repo.listAllModels(app.db)).map((m) => ({ ...service.toModelSummary(m), avaliacoes: m.avaliacoes, finalizadas: m.finalizadas, created_at: m.createdAt.toISOString(), idiomas: m.idiomas })),
  );

  app.post(
    MODELS_API.import,
    staff(
      'Importa uma nova versão de um modelo a partir do seu JSON (código novo: versão 1). A versão nova passa a ser a oferecida; as avaliações feitas nas anteriores não mudam. Aceita Idempotency-Key',
      { body: modelImportSchema, response: { 201: modelSummarySchema } },
    ),
    async (request, reply) => createOnce(request, reply, (db) => service.importModel(db, request.body)),
  );

  app.get(
    AGGREGATES_API.list,
    staff('Agregados anônimos das avaliações finalizadas de uma versão de modelo: riscos por bloco e por seção da CNAE (grupos com poucas avaliações omitidos)', { querystring: aggregatesQuerySchema, response: { 200: aggregatesSchema } }, 404),
    async (request) => service.aggregates(app.db, request.query.modelo_id),
  );
};
