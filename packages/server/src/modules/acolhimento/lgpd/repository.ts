import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import {
  anonymisations,
  courses,
  employers,
  familyCompositions,
  files,
  forwardingForwardingTypes,
  forwardings,
  forwardingTypes,
  functions,
  idempotentRequests,
  monitors,
  stays,
  users,
  vacancies,
  welcomedCourses,
  welcomedHistory,
  welcomeds,
  welcomedVacancies,
} from '../../../db/schema';
import { BRAZIL_TZ, iso, ref } from '../shared/repository/person-columns';

/*
 * What the LGPD rights read and write of a person: every record tied to them (the data report), the
 * anonymisation's changes, and the people the retention takes. The person's own record is read by the
 * welcomed repository.
 */

const author = (id: number | null, name: string | null) => ref(id, { id: id!, name: name ?? '' });
const day = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export async function staysOf(db: DbOrTx, welcomedId: number) {
  const rows = await db
    .select({ id: stays.id, checkin: stays.checkin, checkout: stays.checkout, createdAt: stays.createdAt, authorId: stays.authorId, authorName: users.name })
    .from(stays)
    .leftJoin(users, eq(users.id, stays.authorId))
    .where(eq(stays.welcomedId, welcomedId))
    .orderBy(asc(stays.checkin), asc(stays.id));
  return rows.map((r) => ({ id: r.id, checkin: r.checkin, checkout: r.checkout, registrado_em: iso(r.createdAt), registrado_por: author(r.authorId, r.authorName) }));
}

export async function forwardingsOf(db: DbOrTx, welcomedId: number) {
  const typeTitles = sql<string[]>`coalesce((SELECT array_agg(${forwardingTypes.title} ORDER BY ${forwardingTypes.title})
      FROM ${forwardingForwardingTypes} JOIN ${forwardingTypes} ON ${eq(forwardingTypes.id, forwardingForwardingTypes.forwardingTypeId)}
      WHERE ${eq(forwardingForwardingTypes.forwardingId, forwardings.id)}), '{}')`;
  const rows = await db
    .select({
      id: forwardings.id,
      date: forwardings.dateOfRegister,
      types: typeTitles,
      notes: forwardings.notes,
      createdAt: forwardings.createdAt,
      authorId: forwardings.authorId,
      authorName: users.name,
    })
    .from(forwardings)
    .leftJoin(users, eq(users.id, forwardings.authorId))
    .where(eq(forwardings.welcomedId, welcomedId))
    .orderBy(asc(forwardings.dateOfRegister), asc(forwardings.id));
  return rows.map((r) => ({
    id: r.id,
    data: r.date,
    tipos: r.types,
    observacoes: r.notes,
    registrado_em: iso(r.createdAt),
    registrado_por: author(r.authorId, r.authorName),
  }));
}

export async function monitorsOf(db: DbOrTx, welcomedId: number) {
  const rows = await db
    .select({
      id: monitors.id,
      day: sql<string>`to_char((${monitors.createdAt} AT TIME ZONE ${sql.raw(`'${BRAZIL_TZ}'`)})::date, 'YYYY-MM-DD')`,
      working: monitors.working,
      signedWorkCard: monitors.signedWorkCard,
      likeWork: monitors.likeWork,
      benefits: monitors.benefits,
      riscs: monitors.riscs,
      homeType: monitors.homeType,
      supportLevels: monitors.supportLevels,
      needs: monitors.needs,
      notes: monitors.notes,
      authorId: monitors.authorId,
      authorName: users.name,
    })
    .from(monitors)
    .leftJoin(users, eq(users.id, monitors.authorId))
    .where(eq(monitors.welcomedId, welcomedId))
    .orderBy(asc(monitors.createdAt), asc(monitors.id));
  const members =
    rows.length === 0
      ? []
      : await db
          .select({ monitorId: familyCompositions.monitorId, relation: familyCompositions.relation, age: familyCompositions.age, disabled: familyCompositions.disabled })
          .from(familyCompositions)
          .where(inArray(familyCompositions.monitorId, rows.map((r) => r.id)))
          .orderBy(asc(familyCompositions.id));
  return rows.map((r) => ({ ...r, family: members.filter((m) => m.monitorId === r.id) }));
}

export async function enrolmentsOf(db: DbOrTx, welcomedId: number) {
  const rows = await db
    .select({ id: welcomedCourses.id, course: courses.name, start: courses.dateIni, end: courses.dateEnd, status: welcomedCourses.status, createdAt: welcomedCourses.createdAt })
    .from(welcomedCourses)
    .innerJoin(courses, eq(courses.id, welcomedCourses.courseId))
    .where(eq(welcomedCourses.welcomedId, welcomedId))
    .orderBy(asc(welcomedCourses.createdAt), asc(welcomedCourses.id));
  return rows.map((r) => ({ id: r.id, curso: r.course, inicio: r.start, fim: r.end, situacao: r.status, matriculado_em: iso(r.createdAt) }));
}

export async function vacancyReferralsOf(db: DbOrTx, welcomedId: number) {
  const rows = await db
    .select({ id: welcomedVacancies.id, vacancy: vacancies.id, fn: functions.name, employer: employers.name, status: welcomedVacancies.status, createdAt: welcomedVacancies.createdAt })
    .from(welcomedVacancies)
    .innerJoin(vacancies, eq(vacancies.id, welcomedVacancies.vacancyId))
    .innerJoin(employers, eq(employers.id, vacancies.employerId))
    .leftJoin(functions, eq(functions.id, vacancies.functionId))
    .where(eq(welcomedVacancies.welcomedId, welcomedId))
    .orderBy(asc(welcomedVacancies.createdAt), asc(welcomedVacancies.id));
  return rows.map((r) => ({ id: r.id, vaga: r.vacancy, funcao: r.fn, empregador: r.employer, situacao: r.status, encaminhado_em: iso(r.createdAt) }));
}

/** The files of the person's record (entity `entity`, codid = the person). */
export async function filesOf(db: DbOrTx, entity: string, welcomedId: number) {
  const rows = await db
    .select({ id: files.id, name: files.name, type: files.contentType, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.entity, entity), eq(files.codid, welcomedId)))
    .orderBy(asc(files.id));
  return rows.map((r) => ({ id: r.id, nome: r.name, tipo: r.type, tamanho: Number(r.size), enviado_em: iso(r.createdAt) }));
}

export interface AnonymisationRow {
  at: string;
  userId: number | null;
  userName: string | null;
  reason: 'pedido' | 'retencao';
  requestDate: string | null;
  requestReference: string | null;
}

/** How the person was anonymised; null when they were not. */
export async function anonymisationOf(db: DbOrTx, welcomedId: number): Promise<AnonymisationRow | null> {
  const [row] = await db
    .select({
      at: anonymisations.at,
      userId: anonymisations.userId,
      userName: users.name,
      reason: anonymisations.reason,
      requestDate: anonymisations.requestDate,
      requestReference: anonymisations.requestReference,
    })
    .from(anonymisations)
    .leftJoin(users, eq(users.id, anonymisations.userId))
    .where(and(eq(anonymisations.recordType, 'pessoa'), eq(anonymisations.recordId, welcomedId)));
  return row ? { ...row, at: iso(row.at), reason: row.reason as AnonymisationRow['reason'], requestDate: day(row.requestDate) } : null;
}

export interface AnonymisationWrite {
  userId: number | null;
  reason: 'pedido' | 'retencao';
  requestDate: string | null;
  requestReference: string | null;
}

/**
 * Anonymises the person `welcomedId` (locked by the caller) and records it. The identifiers go; the
 * birth date becomes the day that gives the same age on the day of registration (in Brazil); what the
 * dashboard counts stays. The stored answers of the person's creates (Idempotency-Key replays, kept
 * 24 hours) that hold the name or CPF are forgotten.
 */
export async function anonymiseRows(tx: DbOrTx, welcomedId: number, names: { person: string; member: string }, write: AnonymisationWrite): Promise<void> {
  const [before] = await tx.select({ name: welcomeds.name, cpf: welcomeds.cpf }).from(welcomeds).where(eq(welcomeds.id, welcomedId));
  if (!before) return;
  const registered = sql`(${welcomeds.dateOfRegister} AT TIME ZONE ${sql.raw(`'${BRAZIL_TZ}'`)})::date`;
  await tx
    .update(welcomeds)
    .set({
      name: names.person,
      cpf: null,
      rg: null,
      cep: null,
      address: null,
      addressComplement: null,
      addressDistrict: null,
      addressState: null,
      addressCity: null,
      stateId: null,
      cityId: null,
      foreingState: null,
      foreingCity: null,
      familyId: null,
      birthdate: sql`CASE WHEN ${welcomeds.birthdate} IS NULL OR ${welcomeds.birthdate} > ${registered} THEN NULL
        ELSE (${registered} - make_interval(years => extract(year FROM age(${registered}, ${welcomeds.birthdate}))::int))::date END`,
      updatedAt: sql`now()`,
    })
    .where(eq(welcomeds.id, welcomedId));
  await tx.update(welcomedHistory).set({ changes: [] }).where(eq(welcomedHistory.welcomedId, welcomedId));
  await tx.update(forwardings).set({ notes: null }).where(eq(forwardings.welcomedId, welcomedId));
  await tx.update(monitors).set({ notes: null }).where(eq(monitors.welcomedId, welcomedId));
  await tx
    .update(familyCompositions)
    .set({ name: names.member })
    .where(inArray(familyCompositions.monitorId, tx.select({ id: monitors.id }).from(monitors).where(eq(monitors.welcomedId, welcomedId))));
  const mentions = [sql`position(${JSON.stringify(before.name).slice(1, -1)} in ${idempotentRequests.response}::text) > 0`];
  if (before.cpf) mentions.push(sql`position(${before.cpf} in ${idempotentRequests.response}::text) > 0`);
  await tx.delete(idempotentRequests).where(sql`${idempotentRequests.response} IS NOT NULL AND (${sql.join(mentions, sql` OR `)})`);
  await tx.insert(anonymisations).values({ recordType: 'pessoa', recordId: welcomedId, ...write });
}

/** Whether the person was anonymised. */
export async function isAnonymised(db: DbOrTx, welcomedId: number): Promise<boolean> {
  const rows = await db
    .select({ id: anonymisations.recordId })
    .from(anonymisations)
    .where(and(eq(anonymisations.recordType, 'pessoa'), eq(anonymisations.recordId, welcomedId)));
  return rows.length > 0;
}

/**
 * People without any activity for `days` (their record unchanged, and no history entry: every stay,
 * referral, visit, vacancy or course change writes one), with no open stay, not anonymised yet;
 * the longest idle first, at most `limit`.
 */
export async function inactivePeople(db: DbOrTx, days: number, limit: number, only?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT w.id FROM ${welcomeds} w
        WHERE ${only === undefined ? sql`true` : sql`w.id = ${only}`} AND greatest(w.updated_at, w.date_of_register, (SELECT max(h.created_at) FROM ${welcomedHistory} h WHERE h.welcomed_id = w.id))
                < now() - make_interval(days => ${days}::int)
          AND NOT EXISTS (SELECT 1 FROM ${stays} s WHERE s.welcomed_id = w.id AND s.checkout IS NULL)
          AND NOT EXISTS (SELECT 1 FROM ${anonymisations} a WHERE a.record_type = 'pessoa' AND a.record_id = w.id)
        ORDER BY w.updated_at, w.id LIMIT ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The people of the family group `familyId` (for the report), by id only. */
export async function familyOf(db: DbOrTx, familyId: number): Promise<{ id: number }[]> {
  return db.select({ id: welcomeds.id }).from(welcomeds).where(eq(welcomeds.familyId, familyId)).orderBy(asc(welcomeds.id));
}
