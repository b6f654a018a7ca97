import { ROLES } from '@sisacte/contracts/auth/roles';
import { COMPLAINT_SCOPE_API, complaintScopeSchema } from '@sisacte/contracts/denuncias/complaint-scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { staffRoute } from '../../plugins/route-options';
import { complaintViewer } from './access';
import { organizationsOf } from './access-repository';

/**
 * GET /api/denuncias/escopo: which complaints the caller sees (./access.ts), so that the lists can say it:
 * every one, or those of their organizations (named; none: an administrator must give some).
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Denúncias: gestão');
  app.get(
    COMPLAINT_SCOPE_API.mine,
    route('Quais denúncias o usuário vê: todas, ou as das suas organizações (e as que cadastrou)', { response: { 200: complaintScopeSchema } }),
    async (request) => {
      const viewer = complaintViewer(currentUser(request));
      return { todas: viewer.seesAll, organizacoes: viewer.seesAll ? [] : await organizationsOf(app.db, viewer.id) };
    },
  );
};
