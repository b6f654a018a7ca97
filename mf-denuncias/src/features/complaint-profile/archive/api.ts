import { http } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import {
  ARCHIVE_REQUESTS_API,
  type ArchiveDecision,
  type ArchiveRequest,
  type ArchiveRequestCreate,
  type ArchiveType,
} from '@sisacte/contracts/notificacoes/archive-requests';

/** POST /api/notificacoes: a request (status 'Em avaliação'), or a holder's direct archive (applied at once). */
export const requestArchive = (body: ArchiveRequestCreate) => http.create<ArchiveRequest>(ARCHIVE_REQUESTS_API.create, body);
/** POST /api/notificacoes/{id}/decisao: a holder's decision. */
export const decideArchive = (requestId: number, status: ArchiveDecision) =>
  http.post<ArchiveRequest>(fillPath(ARCHIVE_REQUESTS_API.decide, { id: requestId }), { status });
/** GET /api/notificacoes/denuncia/{id}: the complaint's requests, newest first. */
export const listArchiveRequests = (complaintId: number) => http.get<ArchiveRequest[]>(fillPath(ARCHIVE_REQUESTS_API.ofComplaint, { id: complaintId }));
/** GET /api/ultima_notificacao_por_denuncia/{id}/{tipo}: the last request of that type, or null. */
export const lastArchiveRequest = (complaintId: number, tipo: ArchiveType) =>
  http.get<ArchiveRequest | null>(fillPath(ARCHIVE_REQUESTS_API.last, { id: complaintId, tipo }));
