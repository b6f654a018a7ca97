// The path, actions and events of a person's history, without zod (welcomed-history.ts re-exports them with the schema).

/** The history of a person's record: who changed what, with readable values, newest first. */
export const WELCOMED_HISTORY_API = {
  list: '/api/welcomed-history/:id',
} as const;

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore', 'family'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * What happened, for the writes about a person made from the other case-management records (the
 * history tab shows it as the entry's title; `action` stays 'update' for them). Null for the
 * person's own writes (create, update, delete, restore, family group) and for entries from before.
 */
export const HISTORY_EVENTS = {
  CHECKIN: 'Check-in',
  CHECKOUT: 'Check-out',
  STAY_UPDATED: 'Estadia alterada',
  STAY_DELETED: 'Estadia excluída',
  FORWARDING: 'Encaminhamento',
  FORWARDING_UPDATED: 'Encaminhamento alterado',
  FORWARDING_DELETED: 'Encaminhamento excluído',
  MONITOR: 'Monitoramento',
  MONITOR_UPDATED: 'Monitoramento alterado',
  MONITOR_DELETED: 'Monitoramento excluído',
  VACANCY: 'Encaminhado para vaga',
  VACANCY_STATUS: 'Situação na vaga',
  VACANCY_REMOVED: 'Encaminhamento à vaga removido',
  VACANCY_DELETED: 'Vaga excluída',
  COURSE: 'Matrícula',
  COURSE_STATUS: 'Situação no curso',
  COURSE_REMOVED: 'Matrícula removida',
  COURSE_DELETED: 'Curso excluído',
} as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[keyof typeof HISTORY_EVENTS];
