import { z } from 'zod';
import { historyChangeSchema, historyEntryOf } from '../common/history';

/**
 * The history of a complaint (`/admin/historico/{id}`): every change staff made, with author,
 * time, and before/after as readable text, newest first. Same visibility rule as the complaint.
 */
export const COMPLAINT_HISTORY_API = {
  list: '/api/denuncias/historico/:id',
} as const;

/**
 * What happened: status change, archive request / decision (archive or unarchive), extra added,
 * file attached or removed, answers edited by staff (with the score before and after).
 */
export const COMPLAINT_HISTORY_ACTIONS = ['status', 'pedido', 'decisao', 'extra', 'arquivo', 'respostas'] as const;
export type ComplaintHistoryAction = (typeof COMPLAINT_HISTORY_ACTIONS)[number];
export const COMPLAINT_HISTORY_ACTION_LABELS: Record<ComplaintHistoryAction, string> = {
  status: 'Situação alterada',
  pedido: 'Pedido de arquivamento/desarquivamento',
  decisao: 'Decisão sobre arquivamento',
  extra: 'Complemento adicionado',
  arquivo: 'Arquivo',
  respostas: 'Respostas editadas',
};

/** One change: field name, its Portuguese label and readable values (the one change shape of every history). */
export const complaintHistoryChangeSchema = historyChangeSchema;
export type ComplaintHistoryChange = z.infer<typeof complaintHistoryChangeSchema>;

export const complaintHistoryEntrySchema = historyEntryOf(COMPLAINT_HISTORY_ACTIONS, {
  /** One line on what happened ('Complemento "Visita" adicionado'). */
  descricao: z.string(),
});
export type ComplaintHistoryEntry = z.infer<typeof complaintHistoryEntrySchema>;
