import { useCallback, useEffect, useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import HourglassOutlined from '@ant-design/icons/HourglassOutlined';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { ARCHIVE_MESSAGES, ARCHIVE_PENDING, type ArchiveRequest, type ArchiveType } from '@sisacte/contracts/notificacoes/archive-requests';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { useNotify } from '@sisacte/ui';
import { lastArchiveRequest, requestArchive } from './api';
import { ArchiveRequestModal } from './archive-request-modal';
import { ArchiveResultDialog, type ArchiveOutcome } from './archive-result-dialog';

export interface ArchiveActionsProps {
  complaintId: number;
  arquivada: boolean;
  /** The complaint or its requests changed (reload them). */
  onChanged: () => void;
  /** Bumped by the parent when requests change elsewhere (a decision in the requests tab). */
  version?: number;
}

/**
 * The profile's archive button. A holder of VisualizarTodasDemandas archives (or unarchives)
 * directly; anyone else sends a request, and while the last one of that type is 'Em avaliação' the
 * button says so and sends nothing.
 */
export function ArchiveActions({ complaintId, arquivada, onChanged, version = 0 }: ArchiveActionsProps) {
  const user = useCurrentUser();
  const holder = hasRole(ROLES.VISUALIZAR_TODAS_DEMANDAS, user);
  const notify = useNotify();
  const tipo: ArchiveType = arquivada ? 'Desarquivamento' : 'Arquivamento';
  const [last, setLast] = useState<ArchiveRequest | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ArchiveOutcome | null>(null);

  const load = useCallback(() => {
    lastArchiveRequest(complaintId, tipo).then(
      (r) => setLast(r ?? null),
      () => setLast(null),
    );
  }, [complaintId, tipo]);
  useEffect(load, [load, version]);

  const pending = last?.status === ARCHIVE_PENDING;

  async function submit(conteudo: { titulo: string; justificativaAuditor: string }) {
    const saved = await requestArchive({ tipo, src_id: complaintId, conteudo });
    setOpen(false);
    if (saved.status === 'Deferido') setOutcome({ tipo, decision: 'Deferido' });
    else notify.success(ARCHIVE_MESSAGES.REQUESTED);
    load();
    onChanged();
  }

  if (pending) {
    return (
      <Tooltip title={`Pedido de ${last.author?.name ?? last.created_by ?? 'um usuário'}: ${last.conteudo.titulo}`}>
        <Button icon={<HourglassOutlined />} disabled data-testid="archive-pending">
          {tipo} em avaliação
        </Button>
      </Tooltip>
    );
  }

  const label = holder ? (arquivada ? 'Desarquivar' : 'Arquivar') : `Solicitar ${tipo.toLowerCase()}`;
  return (
    <>
      {last && last.status !== ARCHIVE_PENDING && !holder && <Tag>{`Último pedido: ${last.status}`}</Tag>}
      <Button icon={<InboxOutlined />} disabled={last === undefined} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ArchiveRequestModal open={open} tipo={tipo} direct={holder} onSubmit={submit} onCancel={() => setOpen(false)} />
      <ArchiveResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
