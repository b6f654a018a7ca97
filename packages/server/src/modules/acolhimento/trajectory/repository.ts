import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import {
  courses,
  employers,
  familyCompositions,
  forwardingForwardingTypes,
  forwardings,
  forwardingTypes,
  functions,
  monitors,
  stays,
  vacancies,
  welcomedCourses,
  welcomedVacancies,
} from '../../../db/schema';
import { BRAZIL_TZ } from '../shared/repository/person-columns';

/* A person's path: one statement over their stays, referrals, visits, vacancy referrals and enrolments. */

type RecordId = (typeof stays.$inferSelect)['id'];

/** One step; ids and status are the tables' own columns, the rest text computed in the statement. */
export interface TrajectoryRow {
  kind: 'stay' | 'forwarding' | 'monitor' | 'vacancy' | 'course';
  id: RecordId;
  link_id: RecordId;
  /** YYYY-MM-DD */
  date: string;
  end_date: string | null;
  /** Kind-specific text columns, combined into title/detail by the service. */
  a: string | null;
  b: string | null;
  c: string | null;
  n: number | null;
  status: (typeof welcomedCourses.$inferSelect)['status'] | (typeof welcomedVacancies.$inferSelect)['status'] | null;
}

const day = (column: unknown) => sql`to_char(${column}, 'YYYY-MM-DD')`;
const brazilDay = (column: unknown) => sql`to_char((${column} AT TIME ZONE ${sql.raw(`'${BRAZIL_TZ}'`)})::date, 'YYYY-MM-DD')`;
/** Same day, newest first reads as: enrolment, vacancy, visit, referral, and the stay (the arrival) last; then the newer record. */
const KIND_ORDER = sql.raw(`CASE kind WHEN 'course' THEN 1 WHEN 'vacancy' THEN 2 WHEN 'monitor' THEN 3 WHEN 'forwarding' THEN 4 ELSE 5 END`);

/** Newest first. Each part is read through the person's index on its table. */
export async function trajectoryRows(db: DbOrTx, welcomedId: number): Promise<TrajectoryRow[]> {
  const typeTitles = sql`(SELECT string_agg(${forwardingTypes.title}, ', ' ORDER BY ${forwardingTypes.title})
      FROM ${forwardingForwardingTypes} JOIN ${forwardingTypes} ON ${eq(forwardingTypes.id, forwardingForwardingTypes.forwardingTypeId)}
      WHERE ${eq(forwardingForwardingTypes.forwardingId, forwardings.id)})`;
  const familySize = sql`(SELECT count(*)::int FROM ${familyCompositions} WHERE ${eq(familyCompositions.monitorId, monitors.id)})`;
  return queryRows<TrajectoryRow>(
    db,
    sql`SELECT * FROM (
      SELECT 'stay' AS kind, ${stays.id} AS id, ${stays.id} AS link_id, ${day(stays.checkin)} AS date, ${day(stays.checkout)} AS end_date,
             NULL::text AS a, NULL::text AS b, NULL::text AS c, NULL::int AS n,
             CASE WHEN ${stays.checkout} IS NULL THEN 'Em aberto' ELSE 'Encerrada' END AS status
        FROM ${stays} WHERE ${eq(stays.welcomedId, welcomedId)}
      UNION ALL
      SELECT 'forwarding', ${forwardings.id}, ${forwardings.id}, ${day(forwardings.dateOfRegister)}, NULL,
             ${typeTitles}, ${forwardings.notes}, NULL, NULL, NULL
        FROM ${forwardings} WHERE ${eq(forwardings.welcomedId, welcomedId)}
      UNION ALL
      SELECT 'monitor', ${monitors.id}, ${monitors.id}, ${brazilDay(monitors.createdAt)}, NULL,
             CASE ${monitors.working} WHEN true THEN 'Trabalhando' WHEN false THEN 'Sem trabalho' END
               || CASE WHEN ${monitors.working} AND ${monitors.signedWorkCard} THEN ' (carteira assinada)' ELSE '' END,
             ${monitors.homeType}::text, ${monitors.notes}, ${familySize}, NULL
        FROM ${monitors} WHERE ${eq(monitors.welcomedId, welcomedId)}
      UNION ALL
      SELECT 'vacancy', ${welcomedVacancies.id}, ${vacancies.id}, ${brazilDay(welcomedVacancies.createdAt)}, NULL,
             ${functions.name}, ${employers.name}, ${vacancies.period}, NULL, ${welcomedVacancies.status}
        FROM ${welcomedVacancies}
        JOIN ${vacancies} ON ${eq(vacancies.id, welcomedVacancies.vacancyId)}
        JOIN ${employers} ON ${eq(employers.id, vacancies.employerId)}
        LEFT JOIN ${functions} ON ${eq(functions.id, vacancies.functionId)}
        WHERE ${eq(welcomedVacancies.welcomedId, welcomedId)}
      UNION ALL
      SELECT 'course', ${welcomedCourses.id}, ${courses.id}, coalesce(${day(courses.dateIni)}, ${brazilDay(welcomedCourses.createdAt)}), ${day(courses.dateEnd)},
             ${courses.name}, ${day(courses.dateIni)}, NULL, NULL, ${welcomedCourses.status}
        FROM ${welcomedCourses} JOIN ${courses} ON ${eq(courses.id, welcomedCourses.courseId)}
        WHERE ${eq(welcomedCourses.welcomedId, welcomedId)}
    ) steps
    ORDER BY date DESC, ${KIND_ORDER}, id DESC`,
  );
}
