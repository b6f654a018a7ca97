import { useEffect, useState } from 'react';
import { Alert, Card, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { type HistoryAction, type HistoryChange, type WelcomedHistoryEntry } from '@sisacte/contracts/acolhimento/welcomed-history';
import { formatDateTime } from '@sisacte/ui';
import { getWelcomedHistory } from './api';

const ACTION_LABEL: Record<HistoryAction, { text: string; color: string }> = {
  create: { text: 'Cadastro', color: 'green' },
  update: { text: 'Alteração', color: 'blue' },
  delete: { text: 'Exclusão', color: 'red' },
  restore: { text: 'Restauração', color: 'gold' },
  family: { text: 'Grupo familiar', color: 'purple' },
};

/** Tab 3 'Histórico': every change (who, when, which fields from what to what), newest first. */
export function WelcomedHistoryTab({ welcomedId, version }: { welcomedId: number; version: number }) {
  const [entries, setEntries] = useState<WelcomedHistoryEntry[]>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getWelcomedHistory(welcomedId).then(
      (list) => live && setEntries([...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [welcomedId, version]);

  if (error) return <Alert type="error" showIcon title={error} />;
  if (!entries) return <Skeleton active />;
  if (entries.length === 0) return <Empty description="Nenhuma alteração registrada para este cadastro" />;
  return (
    <Flex vertical gap={12} role="list" aria-label="Histórico de alterações">
      {entries.map((e) => (
        <Card
          key={e.id}
          size="small"
          role="listitem"
          title={
            <Flex wrap gap={8} align="center">
              {/* A stay, referral, visit, vacancy or course names its event ('Check-in', 'Encaminhamento'…); the rest, the action. */}
              <Tag color={ACTION_LABEL[e.action].color}>{e.event ?? ACTION_LABEL[e.action].text}</Tag>
              <Typography.Text strong>{formatDateTime(e.created_at)}</Typography.Text>
              <Typography.Text type="secondary">por {e.author?.name ?? 'sistema'}</Typography.Text>
            </Flex>
          }
        >
          {e.changes.length === 0 ? (
            <Typography.Text type="secondary">Sem alteração de campos</Typography.Text>
          ) : (
            <Table<HistoryChange>
              size="small"
              rowKey="field"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={e.changes}
              columns={[
                { title: 'Campo', dataIndex: 'label' },
                { title: 'De', dataIndex: 'from', render: (v: string | null) => v ?? <Typography.Text type="secondary">(vazio)</Typography.Text> },
                { title: 'Para', dataIndex: 'to', render: (v: string | null) => v ?? <Typography.Text type="secondary">(vazio)</Typography.Text> },
              ]}
            />
          )}
        </Card>
      ))}
    </Flex>
  );
}
