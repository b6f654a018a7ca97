import { useEffect, useState } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { actionColumn, ListPage, useServerPage } from '@sisacte/ui';
import { MONITOR_PATHS, WELCOMED_PATHS } from '../../shared/paths';
import { getPerson } from '../../shared/person-picker/api';
import { listMonitorsOf } from './api';
import { authorColumn, familyColumn, homeColumn, visitDateColumn, workColumn } from './monitor-columns';
import { useMonitorActions } from './use-monitor-actions';

function PersonMonitorList({ person }: { person: Welcomed }) {
  const navigate = useNavigate();
  const list = useServerPage((page) => listMonitorsOf(person, page), String(person.id));
  const actionsOf = useMonitorActions(list.reload);
  const trashed = person.status === 'drashed';
  return (
    <ListPage<Monitor>
      title={`Monitoramentos: ${person.name}`}
      breadcrumb={[{ title: 'Acolhimento' }, { title: <Link to={MONITOR_PATHS.list}>Monitoramentos</Link> }, { title: person.name }]}
      actions={
        <>
          <Button icon={<UserOutlined />} onClick={() => navigate(WELCOMED_PATHS.edit(person.id))}>
            Cadastro
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={trashed} onClick={() => navigate(MONITOR_PATHS.create(person.id))}>
            Novo monitoramento
          </Button>
        </>
      }
      list={list}
      table={{
        emptyText: `Nenhum monitoramento de ${person.name}`,
        columns: [visitDateColumn(), workColumn(), homeColumn(), familyColumn(), authorColumn(), actionColumn(actionsOf, { fixed: 'right' })],
      }}
    >
      {trashed && <Alert type="warning" showIcon title="Cadastro na lixeira: restaure-o para registrar novos monitoramentos" style={{ marginBottom: 16 }} />}
    </ListPage>
  );
}

/** /admin/monitoramentos/{welcomed_id}: one person's monitoring visits, and a new one. */
export function PersonMonitorListPage() {
  const { welcomed_id } = useParams();
  const navigate = useNavigate();
  const [person, setPerson] = useState<Welcomed>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const id = Number(welcomed_id);
    if (!Number.isInteger(id) || id <= 0) {
      setError('Pessoa não encontrada');
      return;
    }
    getPerson(id).then(setPerson, (e: Error) => setError(e.message));
  }, [welcomed_id]);

  if (error) return <Result status="warning" title={error} extra={<Button onClick={() => navigate(MONITOR_PATHS.list)}>Voltar para a lista</Button>} />;
  if (!person) return <Skeleton active />;
  return <PersonMonitorList key={person.id} person={person} />;
}
