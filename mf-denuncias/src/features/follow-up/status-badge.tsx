import { Tag } from 'antd';
import { COMPLAINT_STATUS_BADGE, type ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { useT } from '../../i18n';

/** info / danger / success in colours that keep AA contrast (antd's green tag does not). */
const STYLES = {
  info: { color: '#0c326f', background: '#e6f0ff', borderColor: '#9dbbf0' },
  danger: { color: '#9b1c07', background: '#fde8e6', borderColor: '#f3a99c' },
  success: { color: '#0f5c16', background: '#e3f5e1', borderColor: '#8fd18f' },
} as const;

/** Each status's key in the public catalogues. */
const STATUS_KEYS: Record<ComplaintStatus, string> = {
  Protocolada: 'status.filed',
  'Encaminhada para Fiscalização': 'status.forwarded',
  Fiscalizada: 'status.inspected',
};

/** The status in its colour and in the page's language: Protocolada (info), Encaminhada para Fiscalização (danger), Fiscalizada (success). */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useT();
  const kind = COMPLAINT_STATUS_BADGE[status] ?? 'info';
  return (
    <Tag data-badge={kind} style={{ ...STYLES[kind], fontSize: 16, padding: '4px 12px' }}>
      {STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status}
    </Tag>
  );
}
