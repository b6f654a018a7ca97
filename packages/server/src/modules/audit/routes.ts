import {
  chainCheckSchema,
  TRAIL_ACTION_LABELS,
  TRAIL_API,
  TRAIL_RECORD_LABELS,
  trailFilterSchema,
  trailListQuerySchema,
  trailPageSchema,
  trailUsersSchema,
  type TrailAction,
  type TrailEntry,
  type TrailFilter,
  type TrailRecordType,
  type TrailSubjectType,
} from '@sisacte/contracts/audit/trail';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createXlsxStream, sendXlsxStream } from '../../lib/documents';
import { staffRoute } from '../../plugins/route-options';
import { runPeriodically } from '../../lib/periodic';
import { logCurrentHead, logHead } from './anchor';
import { loadRetentionConfig, type RetentionConfig } from './config';
import { filterDetails } from './details';
import { entriesBefore, listEntries, trailUsers, type TrailListRow } from './repository';
import { runRetention } from './retention';
import { traceRead } from './trail';
import { checkChain } from './verify';

/** Who reads the trail: the administrators and the data-protection officer. */
export const TRAIL_READERS = [ROLES.ADMIN, ROLES.ENCARREGADO_DADOS] as const;

const XLSX_BATCH = 1000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An entry as the API answers it. */
export function toEntry(r: TrailListRow): TrailEntry {
  return {
    id: r.id,
    em: r.at,
    usuario: r.userId === null ? null : { id: r.userId, name: r.userName ?? `Usuário ${r.userId}` },
    acao: r.action as TrailAction,
    registro: { tipo: r.recordType as TrailRecordType, id: r.recordId === null ? null : Number(r.recordId) },
    titular: r.subjectType === null || r.subjectId === null ? null : { tipo: r.subjectType as TrailSubjectType, id: Number(r.subjectId) },
    rota: r.route,
    detalhes: r.details === null ? null : (JSON.parse(r.details) as TrailEntry['detalhes']),
  };
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });
const detailsLine = (details: TrailEntry['detalhes']) =>
  details === null
    ? null
    : Object.entries(details)
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
        .join('; ');

/** The XLSX of the trail of `filter`, newest first, streamed by batches. */
function trailXlsx(db: Database, filter: TrailFilter, onError: (error: unknown) => void) {
  const { stream, writer } = createXlsxStream('Trilha de acessos', [
    { header: 'Entrada', key: 'id', type: 'number' },
    { header: 'Data e hora', key: 'em', width: 20 },
    { header: 'Usuário', key: 'usuario', width: 28 },
    { header: 'Ação', key: 'acao', width: 22 },
    { header: 'Registro', key: 'registro', width: 22 },
    { header: 'Id do registro', key: 'registroId', type: 'number' },
    { header: 'Titular', key: 'titular', width: 16 },
    { header: 'Rota', key: 'rota', width: 40 },
    { header: 'Detalhes', key: 'detalhes', width: 50 },
  ]);
  void (async () => {
    let before: number | null = null;
    for (;;) {
      const batch = await entriesBefore(db, filter, before, XLSX_BATCH);
      for (const row of batch) {
        const e = toEntry(row);
        await writer.addRow([
          e.id,
          DATE_TIME.format(new Date(e.em)),
          e.usuario?.name ?? 'Sistema',
          TRAIL_ACTION_LABELS[e.acao] ?? e.acao,
          TRAIL_RECORD_LABELS[e.registro.tipo] ?? e.registro.tipo,
          e.registro.id,
          e.titular ? `${e.titular.tipo === 'pessoa' ? 'Cadastro' : 'Denúncia'} ${e.titular.id}` : null,
          e.rota,
          detailsLine(e.detalhes),
        ]);
      }
      if (batch.length < XLSX_BATCH) break;
      before = batch[batch.length - 1]!.id;
    }
    await writer.finish();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}

const trailRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(TRAIL_READERS, 'Auditoria: trilha de acessos');

  app.get(
    TRAIL_API.list,
    route('Entradas da trilha de acessos, mais novas primeiro (filtros: usuário, tipo de registro, ação, período, titular)', {
      querystring: trailListQuerySchema,
      response: { 200: trailPageSchema },
    }),
    async (request) => {
      const { page, size, ...filter } = request.query;
      const { content, total } = await listEntries(app.db, filter, { limit: size, offset: page * size });
      return makePage(content.map(toEntry), total, page, size);
    },
  );

  app.get(
    TRAIL_API.reportXlsx,
    route('XLSX da trilha filtrada, todas as entradas (gerado em fluxo); a exportação entra na trilha', {
      querystring: trailFilterSchema,
      response: { 200: z.any().describe(XLSX_TYPE) },
    }),
    async (request, reply) => {
      const filter = request.query;
      await traceRead(app.db, request, { action: 'export', record: { type: 'trilha' }, details: filterDetails(filter, { formato: 'xlsx' }) });
      return sendXlsxStream(reply, 'trilha-de-acessos.xlsx', trailXlsx(app.db, filter, (error) => request.log.error({ err: error }, 'xlsx export failed')));
    },
  );

  app.post(
    TRAIL_API.verify,
    route('Verifica a cadeia de hashes da trilha inteira e aponta o primeiro elo quebrado; a verificação entra na trilha', {
      response: { 200: chainCheckSchema },
    }),
    async (request) => {
      const result = await checkChain(app.db);
      // The head just checked goes to the log: an anchor outside the database (see anchor.ts).
      if (result.ultima) logHead(app.log, result.ultima, { source: 'chain check', intact: result.integra });
      await traceRead(app.db, request, {
        action: 'verify',
        record: { type: 'trilha', id: result.quebra?.id ?? null },
        details: { integra: result.integra, verificadas: result.verificadas },
      });
      return result;
    },
  );

  app.get(TRAIL_API.users, route('Usuários para o filtro da trilha (também os desativados)', { response: { 200: trailUsersSchema } }), async () => trailUsers(app.db));
};

export interface AuditOptions {
  /** Retention settings (default: RETENTION_* of the environment, off unless set). */
  retention?: Partial<RetentionConfig> | undefined;
}

/** The trail's routes, the hourly retention and the hourly log of the trail's head. */
export const auditRoutes: FastifyPluginAsync<AuditOptions> = async (app, opts) => {
  const config = { ...loadRetentionConfig(), ...opts.retention };
  await app.register(trailRoutes);

  const run = () => {
    if (config.closedComplaintsDays === null && config.inactivePeopleDays === null) return;
    runRetention({ db: app.db, files: app.files, log: app.log }, config)
      .then((done) => {
        if (Object.values(done).some((n) => n > 0)) app.log.info({ anonymised: done }, 'retention: records anonymised');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'retention not applied'));
  };
  runPeriodically(app, run, config);
  // The head to the log every hour, retention or not: the anchor a rewritten chain cannot match.
  runPeriodically(app, () => void logCurrentHead(app.db, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'access trail head not logged')), config);
};
