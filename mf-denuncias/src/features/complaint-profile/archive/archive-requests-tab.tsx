import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, List, Space, Tag, Typography } from 'antd';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { ARCHIVE_PENDING, type ArchiveDecision, type ArchiveRequest } from '@sisacte/contracts/notificacoes/archive-requests';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { formatDateTime, useNotify } from '@sisacte/ui';
import { decideArchive, listArchiveRequests } from './api';
import { ArchiveResultDialog, type ArchiveOutcome } from './archive-result-dialog';

const STATUS_COLOUR: Record<ArchiveRequest['status'], string> = { 'Em avaliação': 'gold', Deferido: 'green', Indeferido: 'red' };

/** The profile's 'Pedidos de arquivamento' tab: every request, newest first; a holder decides the pending ones. */
export function ArchiveRequestsTab({ complaintId, version, onChanged }: { complaintId: number; version: number; onChanged: () => void }) {
  const user = useCurrentUser();
  const holder = hasRole(ROLES.VISUALIZAR_TODAS_DEMANDAS, user);
  const notify = useNotify();
  const [requests, setRequests] = useState<ArchiveRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ArchiveOutcome | null>(null);

  const load = useCallback(() => {
    listArchiveRequests(complaintId).then(
      (r) => (setRequests(r), setError(null)),
      (e: Error) => setError(e.message),
    );
  }, [complaintId]);
  useEffect(load, [load, version]);

  async function decide(request: ArchiveRequest, decision: ArchiveDecision) {
    setDeciding(request.id);
    try {
      await decideArchive(request.id, decision);
      setOutcome({ tipo: request.tipo, decision });
      load();
      onChanged();
    } catch (e) {
      notify.error(e);
    } finally {
      setDeciding(null);
    }
  }

  if (error) return <Alert type="error" showIcon title={error} />;
  return (
    <>
      <List
        loading={requests === null}
        dataSource={requests ?? []}
        locale={{ emptyText: <Empty description="Nenhum pedido de arquivamento ou desarquivamento" /> }}
        renderItem={(r) => (
          <List.Item
            actions={
              holder && r.status === ARCHIVE_PENDING
                ? [
                    <Button key="d" type="primary" loading={deciding === r.id} onClick={() => void decide(r, 'Deferido')}>
                      Deferir
                    </Button>,
                    <Button key="i" danger disabled={deciding === r.id} onClick={() => void decide(r, 'Indeferido')}>
                      Indeferir
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{`${r.tipo}: ${r.conteudo.titulo}`}</span>
                  <Tag color={STATUS_COLOUR[r.status]}>{r.status}</Tag>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{r.conteudo.justificativaAuditor}</Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {`Pedido por ${r.author?.name ?? r.created_by ?? '—'} em ${formatDateTime(r.created_at)}`}
                    {r.decided_at ? ` · decidido por ${r.decided_by?.name ?? '—'} em ${formatDateTime(r.decided_at)}` : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <ArchiveResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
