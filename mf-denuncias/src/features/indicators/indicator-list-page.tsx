import { useState } from 'react';
import { Badge, Button, Card, Col, DatePicker, Form, InputNumber, Row, Select, Space, Tooltip } from 'antd';
import { ClearOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { type Indicator, INDICATOR_CATEGORIES, INDICATOR_STATUS_LABELS } from '@sisacte/contracts/denuncias/indicators';
import { PageHeader, ServerTable, formatDate, useServerPage } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { listIndicators, type IndicatorFilters } from './api';

const STATUS_OPTIONS = [
  { value: 1, label: INDICATOR_STATUS_LABELS[1] },
  { value: 0, label: INDICATOR_STATUS_LABELS[0] },
];

/** /admin/indicadores/list: filters data_ini, data_fim, peso_ini, peso_fim, categoria_indicador, status; 20 per page, id ascending. */
export function IndicatorListPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<IndicatorFilters>({});
  const [filters, setFilters] = useState<IndicatorFilters>({});
  const list = useServerPage((page) => listIndicators(page, filters), JSON.stringify(filters));
  const filtered = Object.values(filters).some((v) => v !== null && v !== undefined && v !== '');

  function apply() {
    setFilters({ ...draft });
    list.setPageNumber(0);
  }
  function clear() {
    setDraft({});
    setFilters({});
    list.setPageNumber(0);
  }

  return (
    <>
      <PageHeader
        title="Indicadores"
        breadcrumb={[{ title: 'Denúncias' }, { title: 'Indicadores' }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DENUNCIAS_PATHS.indicadorNovo)}>
            Novo indicador
          </Button>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="vertical" onFinish={apply} aria-label="Filtros de indicadores">
          <Row gutter={12}>
            <Col xs={12} md={6} lg={4}>
              <Form.Item label="Cadastro a partir de" htmlFor="f-data-ini">
                <DatePicker id="f-data-ini" format="DD/MM/YYYY" placeholder="DD/MM/AAAA" style={{ width: '100%' }} value={draft.data_ini ? dayjs(draft.data_ini) : null}
                  onChange={(d) => setDraft({ ...draft, data_ini: d ? d.format('YYYY-MM-DD') : null })} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={4}>
              <Form.Item label="Cadastro até" htmlFor="f-data-fim">
                <DatePicker id="f-data-fim" format="DD/MM/YYYY" placeholder="DD/MM/AAAA" style={{ width: '100%' }} value={draft.data_fim ? dayjs(draft.data_fim) : null}
                  onChange={(d) => setDraft({ ...draft, data_fim: d ? d.format('YYYY-MM-DD') : null })} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={3}>
              <Form.Item label="Peso mínimo" htmlFor="f-peso-ini">
                <InputNumber id="f-peso-ini" min={0} precision={0} style={{ width: '100%' }} value={draft.peso_ini ?? null}
                  onChange={(v) => setDraft({ ...draft, peso_ini: v })} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={3}>
              <Form.Item label="Peso máximo" htmlFor="f-peso-fim">
                <InputNumber id="f-peso-fim" min={0} precision={0} style={{ width: '100%' }} value={draft.peso_fim ?? null}
                  onChange={(v) => setDraft({ ...draft, peso_fim: v })} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <Form.Item label="Categoria" htmlFor="f-categoria">
                <Select id="f-categoria" allowClear showSearch placeholder="Todas" value={draft.categoria_indicador ?? undefined}
                  options={INDICATOR_CATEGORIES.map((c) => ({ value: c, label: c }))}
                  onChange={(v?: string) => setDraft({ ...draft, categoria_indicador: v ?? null })} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={4}>
              <Form.Item label="Situação" htmlFor="f-status">
                <Select id="f-status" allowClear placeholder="Todas" value={draft.status ?? undefined} options={STATUS_OPTIONS}
                  onChange={(v?: number) => setDraft({ ...draft, status: v ?? null })} />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Filtrar
            </Button>
            <Button onClick={clear} icon={<ClearOutlined />}>
              Limpar
            </Button>
          </Space>
        </Form>
      </Card>
      <ServerTable<Indicator>
        rowKey="id"
        page={list.data}
        loading={list.loading}
        onPageChange={list.setPageNumber}
        emptyText={filtered ? 'Nenhum indicador com esses filtros' : 'Nenhum indicador cadastrado'}
        columns={[
          { title: 'Id', dataIndex: 'id', width: 70 },
          { title: 'Nome', dataIndex: 'nome', render: (v: string, r) => <Link to={DENUNCIAS_PATHS.indicadorEdit(r.id)}>{v}</Link> },
          { title: 'Categoria', dataIndex: 'categoria_indicador' },
          { title: 'Peso', dataIndex: 'peso', width: 80 },
          {
            title: 'Situação',
            dataIndex: 'status',
            width: 100,
            render: (s: number) => <Badge status={s === 1 ? 'success' : 'default'} text={INDICATOR_STATUS_LABELS[s] ?? s} />,
          },
          { title: 'Cadastro', dataIndex: 'created_at', width: 120, render: (v: string) => formatDate(v) },
          {
            title: 'Ação',
            key: 'acao',
            width: 80,
            render: (_, r) => (
              <Tooltip title="Editar">
                <Button aria-label={`Editar ${r.nome}`} icon={<EditOutlined />} onClick={() => navigate(DENUNCIAS_PATHS.indicadorEdit(r.id))} />
              </Tooltip>
            ),
          },
        ]}
      />
    </>
  );
}
