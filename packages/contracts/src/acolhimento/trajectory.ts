import { z } from 'zod';
import { TRAJECTORY_KINDS } from './trajectory-rules';

// The paths, fixed lists and messages (no zod) are in trajectory-rules.ts; re-exported here, so both import paths work.
export * from './trajectory-rules';

/**
 * One step of the path.
 * - stay: id = stay id, date = check-in, end_date = check-out (null: still housed), title 'Estadia',
 *   detail 'Check-in em dd/mm/aaaa · check-out em dd/mm/aaaa' (or '· hospedado(a)'), status 'Em aberto' | 'Encerrada'.
 * - forwarding: id = referral id, date = the referral's day, title = the type titles joined by ', ',
 *   detail = the referral's notes (or ''), status null.
 * - monitor: id = monitoring id, date = the visit's day, title 'Monitoramento', detail = a short summary
 *   (working or not, home type, family members), status null.
 * - vacancy: id = the referral-to-vacancy id, link_id = the vacancy id, date = the day of the referral,
 *   title = the function (or 'Vaga'), detail = the employer's name, status = Encaminhado, Contratado…
 * - course: id = the enrolment id, link_id = the course id, date = the course's start (or the enrolment's day),
 *   end_date = the course's end, title = the course's name, detail = 'dd/mm/aaaa a dd/mm/aaaa', status = Matriculado, Concluído…
 */
export const trajectoryItemSchema = z.object({
  kind: z.enum(TRAJECTORY_KINDS),
  /** The item's own record id (stay, referral, monitoring, vacancy referral, enrolment). */
  id: z.number().int(),
  /**
   * The record a screen links to: the stay (/admin/estadias/{link_id}), the referral (/admin/forwardings/{link_id}),
   * the monitoring (/admin/monitoramentos/{link_id}/{welcomed_id}), the vacancy (/admin/vagas/{link_id}),
   * the course (/admin/cursos/{link_id}).
   */
  link_id: z.number().int(),
  /** YYYY-MM-DD: what the list is sorted by (newest first; on one day: course, vacancy, monitor, forwarding, stay, then the larger id first). */
  date: z.string(),
  /** YYYY-MM-DD or null: the end of a stay or of a course. */
  end_date: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
  /** Status of a stay, vacancy referral or enrolment; null for referrals and monitorings. */
  status: z.string().nullable(),
});
export type TrajectoryItem = z.infer<typeof trajectoryItemSchema>;

export const trajectorySchema = z.array(trajectoryItemSchema);
export type Trajectory = z.infer<typeof trajectorySchema>;
