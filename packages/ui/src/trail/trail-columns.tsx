import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type TrailEntry } from '@sisacte/contracts/audit/trail';
import { TRAIL_ACTION_LABELS, trailDetailsText, trailRecordText, type TrailAction } from '@sisacte/contracts/audit/trail-rules';
import { formatDateTime } from '../format';

const ACTION_COLORS: Partial<Record<TrailAction, string>> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  export: 'purple',
  download: 'purple',
  'data-report': 'gold',
  anonymise: 'volcano',
  verify: 'cyan',
};

const titularText = (e: TrailEntry) => (e.titular ? `${e.titular.tipo === 'pessoa' ? 'Cadastro' : 'Denúncia'} nº ${e.titular.id}` : '—');

/**
 * The trail's columns, in one order everywhere. `titular`: with the person or complaint each entry is
 * about — the whole trail only (on a record's 'Acessos' tab the titular is the record itself).
 */
export function trailColumns({ titular = false }: { titular?: boolean } = {}): ColumnsType<TrailEntry> {
  return [
    { title: 'Entrada', dataIndex: 'id', width: 90 },
    { title: 'Data e hora', dataIndex: 'em', width: 150, render: (v: string) => formatDateTime(v) },
    { title: 'Usuário', key: 'usuario', render: (_: unknown, e) => e.usuario?.name ?? <Typography.Text type="secondary">Sistema</Typography.Text> },
    { title: 'Ação', dataIndex: 'acao', render: (v: TrailAction) => <Tag color={ACTION_COLORS[v]}>{TRAIL_ACTION_LABELS[v] ?? v}</Tag> },
    { title: 'Registro', key: 'registro', render: (_: unknown, e) => trailRecordText(e.registro) },
    ...(titular ? [{ title: 'Titular', key: 'titular', render: (_: unknown, e: TrailEntry) => titularText(e) }] : []),
    { title: 'Rota', dataIndex: 'rota', render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—') },
    { title: 'Detalhes', key: 'detalhes', render: (_: unknown, e) => trailDetailsText(e.detalhes) || '—' },
  ];
}
