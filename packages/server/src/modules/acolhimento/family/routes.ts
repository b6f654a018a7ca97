import { FAMILY_API, familyEnterSchema, familyStateSchema, welcomedWithFamilySchema } from '@sisacte/contracts/acolhimento/family';
import { nameSearchQuerySchema, SIMILAR_NAME_MIN_LENGTH } from '@sisacte/contracts/acolhimento/welcomed';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import * as repo from './repository';
import * as service from './service';
import { createOnce } from '../../shared/idempotency/create-once';
import { actorOf, traceRead, tracedWrite, type TrailFact } from '../../audit';

/** A person's family change: the record is the group (when there is one), whose data it is the person's. */
const familyFact = (welcomedId: number, familyId: number | null | undefined, change: string): TrailFact => ({
  action: 'update',
  record: { type: 'familia', id: familyId ?? null },
  subject: { type: 'pessoa', id: welcomedId },
  details: { grupo_familiar: change },
});

/** People found by name to join a group. */
export const FAMILY_SEARCH_LIMIT = 20;

export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: grupo familiar');

  app.get(
    FAMILY_API.searchWithFamily,
    route('Pessoas ativas pelo nome, com o seu grupo familiar (para entrar num grupo)', { querystring: nameSearchQuerySchema, response: { 200: z.array(welcomedWithFamilySchema) } }),
    async (request) => {
      const name = request.query.name.trim();
      if (name.length < SIMILAR_NAME_MIN_LENGTH) return [];
      return repo.searchWithFamily(app.db, name, FAMILY_SEARCH_LIMIT);
    },
  );

  app.get(
    FAMILY_API.members,
    route('Membros de um grupo familiar ({id} é o id do grupo, o `family.id` da pessoa)', { params: idParamsSchema, response: { 200: familyStateSchema } }, 404),
    async (request) => {
      const state = await service.members(app.db, request.params.id);
      await traceRead(app.db, request, { action: 'read', record: { type: 'familia', id: request.params.id } });
      return state;
    },
  );

  app.post(
    FAMILY_API.create,
    route('Cria um grupo familiar com a pessoa {id} (sem grupo) como primeiro membro', { params: idParamsSchema, response: { 201: familyStateSchema } }, 404),
    async (request, reply) =>
      createOnce(request, reply, (db) =>
        tracedWrite(db, actorOf(request), (tx) => service.createFamily(tx, currentUser(request).id, request.params.id), (state) => familyFact(request.params.id, state.family?.id, 'criou')),
      ),
  );

  app.post(
    FAMILY_API.enter,
    route('A pessoa welcomed_id entra no grupo de member_id (criado para os dois se member_id não tiver grupo)', { body: familyEnterSchema, response: { 200: familyStateSchema } }, 404),
    async (request, reply) =>
      createOnce(
        request,
        reply,
        (db) =>
          tracedWrite(db, actorOf(request), (tx) => service.enterFamily(tx, currentUser(request).id, request.body.welcomed_id, request.body.member_id), (state) =>
            familyFact(request.body.welcomed_id, state.family?.id, 'entrou'),
          ),
        200,
      ),
  );

  app.post(
    FAMILY_API.leave,
    route('A pessoa {id} sai do seu grupo familiar; o grupo que fica vazio é desfeito', { params: idParamsSchema, response: { 200: familyStateSchema } }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.leaveFamily(tx, currentUser(request).id, request.params.id), () => familyFact(request.params.id, null, 'saiu')),
  );
};
