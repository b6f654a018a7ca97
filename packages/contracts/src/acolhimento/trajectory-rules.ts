// The path, kinds and labels of a person's trajectory, without zod (trajectory.ts re-exports them with the schema).

/**
 * A person's path through the shelter ('Trajetória' tab of the person's screen): their stays,
 * referrals, monitoring visits, vacancy referrals and course enrolments as one list, newest first.
 */
export const TRAJECTORY_API = {
  /** GET: TrajectoryItem[] of the person (active or in the trash), newest first; 404 for an unknown person. */
  list: '/api/welcomeds/:id/trajetoria',
} as const;

export const TRAJECTORY_KINDS = ['stay', 'forwarding', 'monitor', 'vacancy', 'course'] as const;
export type TrajectoryKind = (typeof TRAJECTORY_KINDS)[number];

/** How the tab names each kind. */
export const TRAJECTORY_KIND_LABELS: Record<TrajectoryKind, string> = {
  stay: 'Estadia',
  forwarding: 'Encaminhamento',
  monitor: 'Monitoramento',
  vacancy: 'Vaga',
  course: 'Curso',
};
