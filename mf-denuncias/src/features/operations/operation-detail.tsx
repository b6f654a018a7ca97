import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Grid, List, Skeleton, Space, Typography } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Link } from 'react-router-dom';
import type { Operation } from '@sisacte/contracts/denuncias/operations';
import { ComplaintStatusTag } from '../../shared/complaint-status-tag';
import { DENUNCIAS_PATHS } from '../../paths';
import { getOperation } from './api';
import { brDate, OperationStatusTag, SituacaoTag } from './operation-status';

/** The detail panel of an operation opened from the calendar: team, members, dates, status, municipalities, complaints. */
export function OperationDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [operation, setOperation] = useState<Operation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const screens = Grid.useBreakpoint();
  useEffect(() => {
    setOperation(null);
    setError(null);
    if (id === null) return;
    getOperation(id).then(setOperation, (e: Error) => setError(e.message));
  }, [id]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={id !== null ? `Operação ${id}` : ''}
      size={screens.md ? 'large' : 'default'}
      width={screens.md ? 560 : '100%'}
      extra={id !== null && <Link to={DENUNCIAS_PATHS.operacaoEdit(id)}><Button type="primary" icon={<EditOutlined />}>Editar</Button></Link>}
    >
      {error && <Alert type="error" showIcon title={error} />}
      {!operation && !error && <Skeleton active />}
      {operation && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="operation-detail">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Equipe">
              <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: operation.equipe.cor, marginRight: 8 }} />
              {operation.equipe.nome}
            </Descriptions.Item>
            <Descriptions.Item label="Membros">{operation.equipe.membros.map((m) => m.nome).join(', ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="Período">{`${brDate(operation.dataIni)} a ${brDate(operation.dataFim)}`}</Descriptions.Item>
            <Descriptions.Item label="Situação"><OperationStatusTag status={operation.status} /></Descriptions.Item>
            <Descriptions.Item label="Municípios">{operation.municipios.map((c) => `${c.nome}/${c.uf}`).join(', ') || '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>Denúncias incluídas</Typography.Title>
          <List
            size="small"
            bordered
            locale={{ emptyText: 'Nenhuma denúncia incluída' }}
            dataSource={operation.operacoesDemandaComplemento}
            renderItem={(o) => (
              <List.Item>
                <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                  <Space wrap>
                    <Link to={DENUNCIAS_PATHS.perfil(o.demandaComplemento.id)}>{o.demandaComplemento.numerodemanda}</Link>
                    <span>{o.demandaComplemento.nomefantasia}</span>
                  </Space>
                  <Space wrap>
                    <SituacaoTag situacao={o.situacao} />
                    <ComplaintStatusTag status={o.demandaComplemento.status} />
                  </Space>
                  {o.texto && <Typography.Text type="secondary">{o.texto}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
          {operation.ocultas > 0 && <Typography.Text type="secondary">{`Mais ${operation.ocultas} denúncia(s) que você não pode ver.`}</Typography.Text>}
        </Space>
      )}
    </Drawer>
  );
}
