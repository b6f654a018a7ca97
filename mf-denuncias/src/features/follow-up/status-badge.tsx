import { Tag } from 'antd';
import { COMPLAINT_STATUS_BADGE, type ComplaintStatus } from '@sisacte/contracts';

const COLORS = { info: 'processing', danger: 'error', success: 'success' } as const;

/** SPEC §4: Protocolada (info), Encaminhada para Fiscalização (danger), Fiscalizada (success). */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const kind = COMPLAINT_STATUS_BADGE[status] ?? 'info';
  return (
    <Tag color={COLORS[kind]} data-badge={kind} style={{ fontSize: 16, padding: '4px 12px' }}>
      {status}
    </Tag>
  );
}
