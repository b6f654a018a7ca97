import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '../audit';
import { registerFileEntity } from '../files';
import { COURSE_FILE_ENTITY } from './courses/files';
import { coursesRoutes } from './courses/routes';
import { employersRoutes } from './employers/routes';
import { familyRoutes } from './family/routes';
import { functionsWelcomedFilter } from './functions/welcomed-filter-repository';
import { functionsRoutes } from './functions/routes';
import { lgpdRoutes, PERSON_FILES } from './lgpd/routes';
import { monitoringRoutes } from './monitoring/routes';
import { monitoringWelcomedFilter } from './monitoring/welcomed-filter-repository';
import { referralTypesRoutes } from './referral-types/routes';
import { referralsRoutes } from './referrals/routes';
import { referralsWelcomedFilter } from './referrals/welcomed-filter-repository';
import { staysRoutes } from './stays/routes';
import { trajectoryRoutes } from './trajectory/routes';
import { vacanciesRoutes } from './vacancies/routes';
import { volunteersRoutes } from './volunteers/routes';
import { staysWelcomedFilter } from './stays/welcomed-filter-repository';
import { registerWelcomedFilter } from './welcomed/filters';
import { welcomedRoutes } from './welcomed/routes';

// What each feature adds to the people-list filter (the person's own columns are registered by welcomed/filters).
registerWelcomedFilter('stays', staysWelcomedFilter);
registerWelcomedFilter('referrals', referralsWelcomedFilter);
registerWelcomedFilter('monitoring', monitoringWelcomedFilter);
registerWelcomedFilter('functions', functionsWelcomedFilter);
// Records that have files.
registerFileEntity(COURSE_FILE_ENTITY);
registerFileEntity(PERSON_FILES);

/** Case management (mf-acolhimento): welcomed people, family groups, functions, stays, referral types, referrals, monitoring visits, employers, vacancies, volunteers, courses. */
export const acolhimentoRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    welcomedRoutes,
    familyRoutes,
    functionsRoutes,
    staysRoutes,
    referralTypesRoutes,
    referralsRoutes,
    monitoringRoutes,
    employersRoutes,
    vacanciesRoutes,
    volunteersRoutes,
    coursesRoutes,
    trajectoryRoutes,
    lgpdRoutes,
  ]) {
    await app.register(routes);
  }
  // The access trail's screens and the retention sit with case management's 'Configurações'. They
  // belong in the app's own list of modules (app.ts), beside the others; until then they come here.
  await app.register(auditRoutes);
};
