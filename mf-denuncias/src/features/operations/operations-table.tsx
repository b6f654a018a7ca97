import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Link, useNavigate } from 'react-router-dom';
import type { OperationStatus, OperationSummary } from '@sisacte/contracts/denuncias/operations';
import { actionColumn, ServerPageTable, type ServerPageState } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { brDate, OperationStatusTag } from './operation-status';

export interface OperationsTableProps {
  list: ServerPageState<OperationSummary>;
  /** A status is chosen (the empty list says so). */
  filtered: boolean;
  /** 'Ver': the operation's detail panel. */
  onOpen: (id: number) => void;
}

/** The operations list under the calendar of /admin/operacoes/list, newest first, with 'Ver' and 'Editar'. */
export default function OperationsTable({ list, filtered, onOpen }: OperationsTableProps) {
  const navigate = useNavigate();
  return (
    <ServerPageTable<OperationSummary>
      list={list}
      rowKey="id"
      emptyText={filtered ? 'Nenhuma operação com essa situação' : 'Nenhuma operação cadastrada'}
      columns={[
        { title: 'Id', dataIndex: 'id', width: 70, render: (v: number) => <Link to={DENUNCIAS_PATHS.operacaoEdit(v)}>{v}</Link> },
        {
          title: 'Equipe',
          key: 'equipe',
          render: (_, o) => (
            <span>
              <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: o.equipe.cor, marginRight: 8 }} />
              {o.equipe.nome}
            </span>
          ),
        },
        { title: 'Período', key: 'periodo', render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{`${brDate(o.dataIni)} a ${brDate(o.dataFim)}`}</span> },
        { title: 'Municípios', key: 'municipios', render: (_, o) => o.municipios.map((c) => `${c.nome}/${c.uf}`).join(', ') || '—' },
        { title: 'Denúncias', dataIndex: 'denuncias', width: 100, align: 'right' },
        { title: 'Situação', dataIndex: 'status', width: 130, render: (s: OperationStatus) => <OperationStatusTag status={s} /> },
        actionColumn<OperationSummary>(
          (o) => [
            { title: 'Ver', label: `Ver operação ${o.id}`, icon: <EyeOutlined />, onClick: () => onOpen(o.id) },
            { title: 'Editar', label: `Editar operação ${o.id}`, icon: <EditOutlined />, onClick: () => navigate(DENUNCIAS_PATHS.operacaoEdit(o.id)) },
          ],
          { width: 100 },
        ),
      ]}
    />
  );
}
