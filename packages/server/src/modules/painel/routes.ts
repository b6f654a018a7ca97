import { ROLES } from '@sisacte/contracts/auth/roles';
import {
  categoriesSchema,
  currentYearInBrazil,
  monthlySchema,
  OPERATIONS_NOT_RECORDED,
  operationsSummarySchema,
  PAINEL_API,
  painelQuerySchema,
  servicesSchema,
  yearlySchema,
  type Services,
} from '@sisacte/contracts/painel/painel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { sendPdf, sendXlsxStream } from '../../lib/documents';
import { currentUser } from '../../plugins/auth';
import { staffRoute } from '../../plugins/route-options';
import type { StaffRoute } from '../shared/crud/routes';
import { complaintViewer, visibleComplaints } from '../denuncias';
import * as reports from './reports';
import * as repo from './repository';

const binary = (description: string) => z.any().describe(description);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function loadServices(db: DbOrTx, ano: number): Promise<Services> {
  const { meses, acolhidosAno } = await repo.services(db, ano);
  const sum = (key: 'cadastrados' | 'pernoites' | 'refeicoes' | 'encaminhamentos' | 'monitoramentos') => meses.reduce((n, m) => n + m[key], 0);
  return {
    ano,
    meses,
    total: {
      cadastrados: sum('cadastrados'),
      acolhidos: acolhidosAno,
      pernoites: sum('pernoites'),
      refeicoes: sum('refeicoes'),
      encaminhamentos: sum('encaminhamentos'),
      monitoramentos: sum('monitoramentos'),
    },
  };
}

/**
 * The dashboard (GET /api/painel/…). The shelter panels answer holders of Acolhimento or Painel; the
 * complaint section holders of Denuncias, counting only the complaints each user may see. `ano`
 * defaults to the current year in Brazil.
 */
export const painelRoutes: FastifyPluginAsyncZod = async (app) => {
  const shelter = staffRoute([ROLES.ACOLHIMENTO, ROLES.PAINEL], 'Painel: acolhimento');
  const complaintsRoute = staffRoute(ROLES.DENUNCIAS, 'Painel: denúncias');
  const querystring = painelQuerySchema;
  const yearOf = (q: { ano?: number | undefined }) => q.ano ?? currentYearInBrazil();

  /** GET `path` guarded by `guard`, answering what `answer` makes of the year asked. */
  const byYear = (guard: StaffRoute, path: string, summary: string, response: z.ZodType, answer: (ano: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    app.get(path, guard(summary, { querystring, response: { 200: response } }), async (request, reply) => answer(yearOf(request.query), request, reply));

  const monthly = (path: string, summary: string, load: (db: DbOrTx, y: number) => Promise<repo.MonthRow[]>) =>
    byYear(shelter, path, summary, monthlySchema, async (ano) => ({ ano, meses: await load(app.db, ano) }));
  const yearly = (path: string, summary: string, load: (db: DbOrTx, y: number) => Promise<repo.YearRow[]>) =>
    byYear(shelter, path, summary, yearlySchema, async (ano) => ({ ano, anos: await load(app.db, ano) }));
  const categories = (path: string, summary: string, load: (db: DbOrTx, y: number) => Promise<repo.CategoryRow[]>) =>
    byYear(shelter, path, summary, categoriesSchema, async (ano) => ({ ano, itens: await load(app.db, ano) }));

  monthly(PAINEL_API.cadastradosMes, 'Pessoas cadastradas por mês do ano (horário de Brasília), pessoas ativas', repo.registeredByMonth);
  yearly(PAINEL_API.cadastradosAno, 'Pessoas cadastradas por ano, até o ano pedido', repo.registeredByYear);
  monthly(PAINEL_API.acolhidosMes, 'Pessoas acolhidas (check-in no mês) por mês do ano', repo.welcomedByMonth);
  yearly(PAINEL_API.acolhidosAno, 'Pessoas acolhidas (check-in no ano) por ano, até o ano pedido', repo.welcomedByYear);
  categories(PAINEL_API.sexo, 'Cadastrados no ano por sexo', repo.registeredByGender);
  categories(PAINEL_API.pais, 'Cadastrados no ano por nacionalidade', repo.registeredByCountry);
  categories(PAINEL_API.statusCivil, 'Cadastrados no ano por estado civil', repo.registeredByCivilStatus);
  categories(PAINEL_API.faixaEtaria, 'Cadastrados no ano por faixa etária (0–11, 12–17, 18–29, 30–59, 60+; idade no cadastro)', repo.registeredByAgeRange);
  monthly(PAINEL_API.encaminhamentosMes, 'Encaminhamentos por mês do ano', repo.referralsByMonth);
  categories(PAINEL_API.encaminhamentosTipo, 'Encaminhamentos do ano por tipo', repo.referralsByType);

  byYear(shelter, PAINEL_API.atendimentos, 'Atendimentos por mês: cadastros, acolhidos, pernoites, refeições (pernoites × 3), encaminhamentos, monitoramentos e o total', servicesSchema, (ano) =>
    loadServices(app.db, ano),
  );
  byYear(shelter, PAINEL_API.atendimentosPdf, 'PDF da tabela de atendimentos do ano', binary('application/pdf'), async (ano, _request, reply) => {
    const data = await loadServices(app.db, ano);
    return sendPdf(reply, `${reports.serviceFileName(data.ano)}.pdf`, await reports.servicesPdf(data));
  });
  byYear(shelter, PAINEL_API.atendimentosXlsx, 'XLSX da tabela de atendimentos do ano', binary(XLSX_TYPE), async (ano, request, reply) => {
    const data = await loadServices(app.db, ano);
    const stream = reports.servicesXlsx(data, (error) => request.log.error({ err: error }, 'xlsx export failed'));
    return sendXlsxStream(reply, `${reports.serviceFileName(data.ano)}.xlsx`, stream);
  });

  /** The complaints the user may see, by year. */
  const complaintCategories = (path: string, summary: string, load: typeof repo.complaintsByState) =>
    byYear(complaintsRoute, path, summary, categoriesSchema, async (ano, request) => ({ ano, itens: await load(app.db, ano, visibleComplaints(complaintViewer(currentUser(request)))) }));
  complaintCategories(PAINEL_API.denunciasUf, 'Denúncias do ano por UF (só as que o usuário pode ver; arquivadas incluídas)', repo.complaintsByState);
  complaintCategories(PAINEL_API.denunciasStatus, 'Denúncias do ano por status (só as que o usuário pode ver)', repo.complaintsByStatus);
  complaintCategories(PAINEL_API.denunciasScore, 'Distribuição do índice IRTE das denúncias do ano (só as que o usuário pode ver)', repo.complaintsByScore);

  byYear(
    complaintsRoute,
    PAINEL_API.operacoes,
    'Resumo das operações: por situação no mês corrente, denúncias aguardando fiscalização, fiscalizadas no ano (só as denúncias que o usuário pode ver)',
    operationsSummarySchema,
    async (ano, request) => {
      const summary = await repo.operationsSummary(app.db, ano, visibleComplaints(complaintViewer(currentUser(request))));
      return { ano, ...summary, mensagem: summary.registradas ? null : OPERATIONS_NOT_RECORDED };
    },
  );
};
