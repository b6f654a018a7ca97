import { z } from 'zod';
import { requiredText } from '../common/fields';
import { authorRefSchema, positiveId } from '../common/ids';

/*
 * Archive workflow. A staff user without VisualizarTodasDemandas asks for a
 * complaint to be archived (Arquivamento) or, when archived, unarchived (Desarquivamento): the
 * request is stored with status 'Em avaliação'. While one is pending (see the last request of that
 * type, GET /api/ultima_notificacao_por_denuncia/{id}/{tipo}) a second of the same complaint is
 * refused. A holder of VisualizarTodasDemandas records the decision, Deferido (applied: `arquivada`
 * flips in the same transaction) or Indeferido. A holder's own new request is applied at once
 * (status Deferido): holders archive directly. Only users who may see the complaint may ask.
 */

export const ARCHIVE_REQUESTS_API = {
  /** POST archiveRequestCreateSchema (new request, or a holder's direct archive) → 201. */
  create: '/api/notificacoes',
  /** POST archiveDecisionSchema (holders only) → 200 with the decided request. */
  decide: '/api/notificacoes/:id/decisao',
  /** GET: every request of the complaint, newest first (`id` is the complaint; the profile's tab). */
  ofComplaint: '/api/notificacoes/denuncia/:id',
  /** GET: the complaint's last request of that tipo, or null (`id` is the complaint). */
  last: '/api/ultima_notificacao_por_denuncia/:id/:tipo',
} as const;

export const ARCHIVE_TYPES = ['Arquivamento', 'Desarquivamento'] as const;
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];
export const ARCHIVE_STATUSES = ['Em avaliação', 'Deferido', 'Indeferido'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export const ARCHIVE_PENDING: ArchiveStatus = 'Em avaliação';
export const ARCHIVE_DECISIONS = ['Deferido', 'Indeferido'] as const;
export type ArchiveDecision = (typeof ARCHIVE_DECISIONS)[number];

export const ARCHIVE_MESSAGES = {
  PENDING_EXISTS: 'Já existe um pedido em avaliação para esta denúncia',
  ALREADY_ARCHIVED: 'A denúncia já está arquivada',
  NOT_ARCHIVED: 'A denúncia não está arquivada',
  ALREADY_DECIDED: 'Este pedido já foi decidido',
  NOT_FOUND: 'Pedido não encontrado',
  ONLY_HOLDERS_DECIDE: 'Apenas quem pode ver todas as denúncias decide pedidos de arquivamento',
  REQUESTED: 'Pedido enviado para avaliação!',
} as const;

/** The decision dialog's title: the request type followed by 'da Denúncia!' (Deferido) or 'indeferido!'. */
export function archiveDecisionTitle(tipo: ArchiveType, decision: ArchiveDecision): string {
  return decision === 'Deferido' ? `${tipo} da Denúncia!` : `${tipo} indeferido!`;
}

export const archiveTypeSchema = z.enum(ARCHIVE_TYPES, { error: "Tipo deve ser 'Arquivamento' ou 'Desarquivamento'" });

export const archiveRequestSchema = z.object({
  id: z.number().int(),
  tipo: archiveTypeSchema,
  status: z.enum(ARCHIVE_STATUSES),
  /** The complaint's id. */
  src_id: z.number().int(),
  conteudo: z.object({ titulo: z.string(), justificativaAuditor: z.string() }),
  /** The requester: username (`created_by`) and {id, name}. */
  created_by: z.string().nullable(),
  author: authorRefSchema.nullable(),
  created_at: z.string(),
  /** Who decided and when (null while pending). */
  decided_by: authorRefSchema.nullable(),
  decided_at: z.string().nullable(),
});
export type ArchiveRequest = z.infer<typeof archiveRequestSchema>;

/**
 * POST /api/notificacoes. `status`, `created_by` and `author`, when sent, are ignored: a new
 * request is 'Em avaliação' (a holder's is applied at once as 'Deferido'); the server records who.
 */
export const archiveRequestCreateSchema = z.object({
  tipo: archiveTypeSchema,
  src_id: positiveId('Denúncia inválida'),
  conteudo: z.object(
    { titulo: requiredText('Título', 200), justificativaAuditor: requiredText('Justificativa', 5_000) },
    { error: 'Informe o título e a justificativa' },
  ),
});
export type ArchiveRequestCreate = z.input<typeof archiveRequestCreateSchema>;

/** POST /api/notificacoes/{id}/decisao. */
export const archiveDecisionSchema = z.object({
  status: z.enum(ARCHIVE_DECISIONS, { error: "Decisão deve ser 'Deferido' ou 'Indeferido'" }),
});
export type ArchiveDecisionInput = z.infer<typeof archiveDecisionSchema>;

export const archiveLastParamsSchema = z.object({
  id: z.coerce.number({ error: 'Denúncia inválida' }).int('Denúncia inválida').positive('Denúncia inválida').max(2_147_483_647, 'Denúncia inválida'),
  tipo: archiveTypeSchema,
});
