import { REPORT_SORT_FIELDS, type Report, type ReportFilter, type ReportListItem, type ReportSaveParsed } from '@sisacte/contracts/relatorios/reports';
import { and, count, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { relatorios, users } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { escapeLike, keyContains } from '../../../lib/sql';

/* Inspection reports: reads (one, the list) and writes. */

const selectReports = (db: DbOrTx) =>
  db
    .select({ r: relatorios, authorName: users.name })
    .from(relatorios)
    .leftJoin(users, eq(users.id, relatorios.authorId));
type Row = Awaited<ReturnType<typeof selectReports>>[number];

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function toReport({ r, authorName }: Row): Report {
  return {
    id: r.id,
    nrInscricao: r.nrInscricao,
    empregador_razao_social: r.razaoSocial,
    empregador_endereco: r.endereco,
    empregador_bairro: r.bairro,
    empregador_uf: r.uf,
    empregador_municipio: r.municipio,
    empregador_cep: r.cep,
    empregador_cnae: r.cnae,
    empregador_latitude: r.latitude,
    empregador_longitude: r.longitude,
    data_ini: r.dataIni,
    data_fim: r.dataFim,
    equipe: r.equipe,
    autos_infracao: r.autosInfracao,
    trabalho_informal: r.trabalhoInformal,
    interdicoes_embargos: r.interdicoesEmbargos,
    ndfc: r.ndfc,
    conclusao: r.conclusao,
    historico: r.historico,
    author: r.authorId === null ? null : { id: r.authorId, name: authorName ?? '' },
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

export async function findReport(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Report | null> {
  if (options.forUpdate) await db.select({ id: relatorios.id }).from(relatorios).where(eq(relatorios.id, id)).for('update');
  const [row] = await selectReports(db).where(eq(relatorios.id, id));
  return row ? toReport(row) : null;
}

function conditions(f: ReportFilter): SQL | undefined {
  const words = f.empregador?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    ...words.map((w) => keyContains(relatorios.empregadorKey, w)),
    f.nrInscricao ? like(relatorios.nrInscricao, `${escapeLike(f.nrInscricao)}%`) : undefined,
    // Reports whose operation overlaps the period asked.
    f.data_ini ? gte(relatorios.dataFim, f.data_ini) : undefined,
    f.data_fim ? lte(relatorios.dataIni, f.data_fim) : undefined,
  );
}

const SORTS = {
  id: relatorios.id,
  data_ini: relatorios.dataIni,
  empregador_razao_social: relatorios.empregadorKey,
} satisfies Record<(typeof REPORT_SORT_FIELDS)[number], unknown>;

export async function listReports(db: DbOrTx, filter: ReportFilter, query: { page: number; size: number; sort?: string | undefined }) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: relatorios.id });
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: relatorios.id,
        nrInscricao: relatorios.nrInscricao,
        razaoSocial: relatorios.razaoSocial,
        municipio: relatorios.municipio,
        uf: relatorios.uf,
        dataIni: relatorios.dataIni,
        dataFim: relatorios.dataFim,
        createdAt: relatorios.createdAt,
      })
      .from(relatorios)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(relatorios).where(where),
  ]);
  const content: ReportListItem[] = rows.map((r) => ({
    id: r.id,
    nrInscricao: r.nrInscricao,
    empregador_razao_social: r.razaoSocial,
    empregador_municipio: r.municipio,
    empregador_uf: r.uf,
    data_ini: r.dataIni,
    data_fim: r.dataFim,
    created_at: iso(r.createdAt),
  }));
  return { content, total: total?.n ?? 0 };
}

const toWrite = (input: ReportSaveParsed) => ({
  nrInscricao: input.nrInscricao,
  razaoSocial: input.empregador_razao_social,
  endereco: input.empregador_endereco,
  bairro: input.empregador_bairro,
  uf: input.empregador_uf,
  municipio: input.empregador_municipio,
  cep: input.empregador_cep,
  cnae: input.empregador_cnae,
  latitude: input.empregador_latitude,
  longitude: input.empregador_longitude,
  dataIni: input.data_ini,
  dataFim: input.data_fim,
  equipe: input.equipe,
  autosInfracao: input.autos_infracao,
  trabalhoInformal: input.trabalho_informal,
  interdicoesEmbargos: input.interdicoes_embargos,
  ndfc: input.ndfc,
  conclusao: input.conclusao,
  historico: input.historico,
});

export async function insertReport(db: DbOrTx, input: ReportSaveParsed, authorId: number): Promise<number> {
  const [row] = await db.insert(relatorios).values({ ...toWrite(input), authorId }).returning({ id: relatorios.id });
  return row!.id;
}

export async function updateReport(db: DbOrTx, id: number, input: ReportSaveParsed): Promise<boolean> {
  const rows = await db
    .update(relatorios)
    .set({ ...toWrite(input), updatedAt: sql`now()` })
    .where(eq(relatorios.id, id))
    .returning({ id: relatorios.id });
  return rows.length > 0;
}

export async function deleteReport(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(relatorios).where(eq(relatorios.id, id)).returning({ id: relatorios.id });
  return rows.length > 0;
}
