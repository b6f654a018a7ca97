import { Tag } from 'antd';
import type { OdcSituacao, OperationStatus } from '@sisacte/contracts/denuncias/operations';

const OPERATION_COLORS: Record<OperationStatus, string> = { Programada: 'blue', 'Em andamento': 'gold', Concluída: 'green', Cancelada: 'default' };
const SITUACAO_COLORS: Record<OdcSituacao, string> = { 'Denúncia Incluída': 'processing', Fiscalizada: 'success', 'Não Fiscalizada': 'warning' };

export const OperationStatusTag = ({ status }: { status: OperationStatus }) => <Tag color={OPERATION_COLORS[status]}>{status}</Tag>;
export const SituacaoTag = ({ situacao }: { situacao: OdcSituacao }) => <Tag color={SITUACAO_COLORS[situacao]}>{situacao}</Tag>;

/** 2026-11-10 → 10/11/2026. */
export const brDate = (iso: string) => iso.split('-').reverse().join('/');
