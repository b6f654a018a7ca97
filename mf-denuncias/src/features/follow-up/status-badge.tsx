import { Tag } from 'antd';
import { COMPLAINT_STATUS_BADGE, type ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';

/** info / danger / success in colours that keep AA contrast (antd's green tag does not). */
const STYLES = {
  info: { color: '#0c326f', background: '#e6f0ff', borderColor: '#9dbbf0' },
  danger: { color: '#9b1c07', background: '#fde8e6', borderColor: '#f3a99c' },
  success: { color: '#0f5c16', background: '#e3f5e1', borderColor: '#8fd18f' },
} as const;

/** The status in its colour: Protocolada (info), Encaminhada para Fiscalização (danger), Fiscalizada (success). */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const kind = COMPLAINT_STATUS_BADGE[status] ?? 'info';
  return (
    <Tag data-badge={kind} style={{ ...STYLES[kind], fontSize: 16, padding: '4px 12px' }}>
      {status}
    </Tag>
  );
}
