import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Indicator } from '@sisacte/contracts/denuncias/indicators';
import { INDICATOR_CATEGORIES, INDICATOR_STATUS_LABELS } from '@sisacte/contracts/denuncias/indicator-rules';
import { actionColumn, CreateButton, formatDate, LazyDateField, PageHeader, ServerPageTable, useServerPage } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { listIndicators, type IndicatorFilters } from './api';

const STATUS_OPTIONS = [
  { value: 1, label: INDICATOR_STATUS_LABELS[1] },
  { value: 0, label: INDICATOR_STATUS_LABELS[0] },
];
const CATEGORY_OPTIONS = INDICATOR_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The columns (of 24) a filter takes on phones, tablets and desktops: narrow ones go two by two on phones. */
type FilterCols = { xs: number; md: number; lg: number };
const narrow = (lg: number): FilterCols => ({ xs: 12, md: 6, lg });
const wide = (lg: number): FilterCols => ({ xs: 24, md: 12, lg });

/** One filter of the box: where it sits, its label, and its control given the id the label points at. */
interface FilterField {
  id: string;
  label: string;
  cols: FilterCols;
  control: (id: string) => ReactNode;
}

/** /admin/indicadores/list: filters data_ini, data_fim, peso_ini, peso_fim, categoria_indicador, status; 20 per page, id ascending. */
export function IndicatorListPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<IndicatorFilters>({});
  const [filters, setFilters] = useState<IndicatorFilters>({});
  const list = useServerPage((page) => listIndicators(page, filters), JSON.stringify(filters));
  const filtered = Object.values(filters).some((v) => v !== null && v !== undefined && v !== '');

  const set = (patch: IndicatorFilters) => setDraft({ ...draft, ...patch });
  const dateControl = (key: 'data_ini' | 'data_fim') => (id: string) => (
    <LazyDateField id={id} style={{ width: '100%' }} value={draft[key] ?? null} onChange={(v) => set({ [key]: v })} />
  );
  const weightControl = (key: 'peso_ini' | 'peso_fim') => (id: string) => (
    <InputNumber id={id} min={0} precision={0} style={{ width: '100%' }} value={draft[key] ?? null} onChange={(v) => set({ [key]: v })} />
  );
  const filterFields: FilterField[] = [
    { id: 'f-data-ini', label: 'Cadastro a partir de', cols: narrow(4), control: dateControl('data_ini') },
    { id: 'f-data-fim', label: 'Cadastro até', cols: narrow(4), control: dateControl('data_fim') },
    { id: 'f-peso-ini', label: 'Peso mínimo', cols: narrow(3), control: weightControl('peso_ini') },
    { id: 'f-peso-fim', label: 'Peso máximo', cols: narrow(3), control: weightControl('peso_fim') },
    {
      id: 'f-categoria',
      label: 'Categoria',
      cols: wide(6),
      control: (id) => (
        <Select id={id} allowClear showSearch placeholder="Todas" value={draft.categoria_indicador ?? undefined} options={CATEGORY_OPTIONS}
          onChange={(v?: string) => set({ categoria_indicador: v ?? null })} />
      ),
    },
    {
      id: 'f-status',
      label: 'Situação',
      cols: wide(4),
      control: (id) => (
        <Select id={id} allowClear placeholder="Todas" value={draft.status ?? undefined} options={STATUS_OPTIONS}
          onChange={(v?: number) => set({ status: v ?? null })} />
      ),
    },
  ];

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
        extra={<CreateButton label="Novo indicador" onClick={() => navigate(DENUNCIAS_PATHS.indicadorNovo)} />}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="vertical" onFinish={apply} aria-label="Filtros de indicadores">
          <Row gutter={12}>
            {filterFields.map(({ id, label, cols, control }) => (
              <Col key={id} {...cols}>
                <Form.Item label={label} htmlFor={id}>
                  {control(id)}
                </Form.Item>
              </Col>
            ))}
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
      <ServerPageTable<Indicator>
        list={list}
        rowKey="id"
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
          actionColumn<Indicator>(
            (r) => [{ title: 'Editar', label: `Editar ${r.nome}`, icon: <EditOutlined />, onClick: () => navigate(DENUNCIAS_PATHS.indicadorEdit(r.id)) }],
            { width: 80 },
          ),
        ]}
      />
    </>
  );
}
