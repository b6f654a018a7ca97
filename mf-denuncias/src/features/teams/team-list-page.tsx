import { useState } from 'react';
import { Badge, Card, Form, Select, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { type Team, TEAM_STATUS_LABELS } from '@sisacte/contracts/denuncias/teams';
import { actionColumn, CreateButton, deleteAction, editAction, PageHeader, ServerPageTable, useRowDelete, useServerPage } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { deleteTeam, listTeams } from './api';

const STATUS_OPTIONS = [
  { value: 1, label: 'Ativas' },
  { value: 0, label: 'Inativas' },
];

/** The team's colour as a swatch beside its name. */
export function ColorSwatch({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, marginRight: 8, verticalAlign: 'middle', border: '1px solid rgba(0,0,0,.2)' }} />;
}

/** /admin/equipes/list: filter by status, 20 per page, id ascending. */
export function TeamListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<number | null>(null);
  const list = useServerPage((page) => listTeams(page, status), String(status));

  const remove = useRowDelete<Team>({
    question: (t) => `Excluir a equipe ${t.nome}?`,
    detail: () => 'Uma equipe usada por operações não pode ser excluída: torne-a inativa.',
    remove: (t) => deleteTeam(t.id),
    done: 'Equipe excluída',
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="Equipes"
        breadcrumb={[{ title: 'Denúncias' }, { title: 'Equipes' }]}
        extra={<CreateButton label="Nova equipe" onClick={() => navigate(DENUNCIAS_PATHS.equipeNova)} />}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="inline" aria-label="Filtros de equipes">
          <Form.Item label="Situação" htmlFor="equipe-status">
            <Space>
              <Select id="equipe-status" allowClear placeholder="Todas" style={{ minWidth: 160 }} value={status ?? undefined} options={STATUS_OPTIONS}
                onChange={(v?: number) => { setStatus(v ?? null); list.setPageNumber(0); }} />
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <ServerPageTable<Team>
        list={list}
        rowKey="id"
        emptyText={status !== null ? 'Nenhuma equipe com essa situação' : 'Nenhuma equipe cadastrada'}
        columns={[
          { title: 'Id', dataIndex: 'id', width: 70 },
          { title: 'Nome', dataIndex: 'nome', render: (v: string, t) => (<><ColorSwatch color={t.cor} /><Link to={DENUNCIAS_PATHS.equipeEdit(t.id)}>{v}</Link></>) },
          { title: 'Membros', key: 'membros', render: (_, t) => t.membros.map((m) => m.nome).join(', ') || '—' },
          { title: 'Operações', dataIndex: 'operacoes', width: 110, align: 'right' },
          { title: 'Situação', dataIndex: 'status', width: 110, render: (s: number) => <Badge status={s === 1 ? 'success' : 'default'} text={TEAM_STATUS_LABELS[s] ?? s} /> },
          actionColumn<Team>(
            (t) => [
              editAction(`Editar ${t.nome}`, () => navigate(DENUNCIAS_PATHS.equipeEdit(t.id))),
              // a team used by operations is made inactive instead
              ...(t.operacoes === 0 ? [deleteAction(`Excluir ${t.nome}`, () => void remove(t))] : []),
            ],
            { width: 110 },
          ),
        ]}
      />
    </>
  );
}
