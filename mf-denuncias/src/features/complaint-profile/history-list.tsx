import { useEffect, useState } from 'react';
import { Alert, Empty, Table, Timeline, Typography } from 'antd';
import { COMPLAINT_HISTORY_ACTION_LABELS, type ComplaintHistoryEntry } from '@sisacte/contracts/denuncias/complaint-history';
import { formatDateTime } from '@sisacte/ui';
import { getComplaintHistory } from './api';

/** Every change to the complaint, newest first: what, who, when, and each field before and after. */
export function HistoryList({ complaintId, version = 0 }: { complaintId: number; version?: number }) {
  const [entries, setEntries] = useState<ComplaintHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    getComplaintHistory(complaintId).then(
      (e) => !cancelled && (setEntries(e), setError(null)),
      (e: Error) => !cancelled && setError(e.message),
    );
    return () => {
      cancelled = true;
    };
  }, [complaintId, version]);

  if (error) return <Alert type="error" showIcon title={error} />;
  if (entries === null) return <Typography.Text type="secondary">Carregando o histórico…</Typography.Text>;
  if (entries.length === 0) return <Empty description="Nenhuma alteração registrada" />;
  return (
    <Timeline
      items={entries.map((e) => ({
        key: e.id,
        children: (
          <div data-testid="history-entry">
            <Typography.Text strong>{e.descricao}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {`${COMPLAINT_HISTORY_ACTION_LABELS[e.action]} · ${e.author?.name ?? 'Sistema'} · ${formatDateTime(e.created_at)}`}
              </Typography.Text>
            </div>
            {e.changes.length > 0 && (
              <Table
                size="small"
                style={{ marginTop: 8 }}
                pagination={false}
                rowKey="field"
                dataSource={e.changes}
                scroll={{ x: true }}
                columns={[
                  { title: 'Campo', dataIndex: 'label' },
                  { title: 'Antes', dataIndex: 'from', render: (v: string | null) => v ?? '—' },
                  { title: 'Depois', dataIndex: 'to', render: (v: string | null) => v ?? '—' },
                ]}
              />
            )}
          </div>
        ),
      }))}
    />
  );
}
