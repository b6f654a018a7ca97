import { Tag } from 'antd';
import { COMPLAINT_STATUS_BADGE, type ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';

const COLOURS = { info: 'blue', danger: 'red', success: 'green' } as const;

/** The status badge: Protocolada info, Encaminhada para Fiscalização danger, Fiscalizada success. */
export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  return (
    <Tag color={COLOURS[COMPLAINT_STATUS_BADGE[status]]} data-badge={COMPLAINT_STATUS_BADGE[status]}>
      {status}
    </Tag>
  );
}

/** The days-remaining cell: 'Encerrado', 'Sem previsão' or the days left. */
export function DaysRemaining({ label }: { label: string }) {
  if (label === 'Encerrado') return <Tag>Encerrado</Tag>;
  if (label === 'Sem previsão') return <span>Sem previsão</span>;
  return <span>{label === '1' ? '1 dia' : `${label} dias`}</span>;
}
