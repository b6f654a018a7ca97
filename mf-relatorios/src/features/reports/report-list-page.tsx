import { Button, Col, Form, Input, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type ReportListItem } from '@sisacte/contracts/relatorios/reports';
import { actionColumn, formatDate, LazyDateField, ListPage, type RowAction, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { deleteReport, listReports } from './api';
import { formatInscricao } from './draft';
import { countReportFilters, EMPTY_REPORT_FILTERS, reportFilterCodec } from './report-filters';
import { REPORT_PATHS } from './paths';

function FilterCol({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Form.Item label={label} htmlFor={htmlFor} style={{ marginBottom: 12 }}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** /admin/relatorios/list: inspection reports, newest first, 20 per page; filters by employer, CPF/CNPJ and period. */
export function ReportListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(reportFilterCodec);
  const { applied, draft } = filters;
  const list = useServerPage((page) => listReports(applied, page), filters.key);
  const filterCount = countReportFilters(applied);

  async function remove(r: ReportListItem) {
    if (!(await confirm(`Excluir o relatório nº ${r.id} (${r.empregador_razao_social})?`))) return;
    try {
      await deleteReport(r.id);
      notify.success('Relatório excluído!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (r: ReportListItem): RowAction[] => [
    { title: 'Editar', label: `Editar o relatório ${r.id}`, icon: <EditOutlined />, onClick: () => navigate(REPORT_PATHS.edit(r.id)) },
    { title: 'Baixar PDF', label: `Baixar o PDF do relatório ${r.id}`, icon: <DownloadOutlined />, onClick: () => navigate(REPORT_PATHS.download(r.id)) },
    { title: 'Excluir', label: `Excluir o relatório ${r.id}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(r) },
  ];

  const set = (patch: Partial<typeof draft>) => filters.setDraft({ ...draft, ...patch });

  return (
    <ListPage<ReportListItem>
      title="Relatórios"
      breadcrumb={[{ title: 'Relatórios' }]}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(REPORT_PATHS.create)}>
          Novo relatório
        </Button>
      }
      filters={{
        count: filterCount,
        onSearch: () => filters.apply(draft),
        onClear: () => filters.reset(EMPTY_REPORT_FILTERS),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Empregador" htmlFor="relatorio-filtro-empregador">
              <Input id="relatorio-filtro-empregador" value={draft.empregador} maxLength={200} allowClear onChange={(e) => set({ empregador: e.target.value })} />
            </FilterCol>
            <FilterCol label="CPF/CNPJ" htmlFor="relatorio-filtro-inscricao">
              <Input id="relatorio-filtro-inscricao" value={draft.nrInscricao} maxLength={18} inputMode="numeric" allowClear onChange={(e) => set({ nrInscricao: e.target.value })} />
            </FilterCol>
            <FilterCol label="De" htmlFor="relatorio-filtro-inicio">
              <LazyDateField id="relatorio-filtro-inicio" value={draft.data_ini || null} onChange={(v) => set({ data_ini: v ?? '' })} />
            </FilterCol>
            <FilterCol label="Até" htmlFor="relatorio-filtro-fim">
              <LazyDateField id="relatorio-filtro-fim" value={draft.data_fim || null} onChange={(v) => set({ data_fim: v ?? '' })} />
            </FilterCol>
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: filterCount > 0 ? 'Nenhum relatório encontrado com esses filtros' : 'Nenhum relatório cadastrado',
        columns: [
          { title: 'Nº', dataIndex: 'id', width: 70 },
          { title: 'Empregador', dataIndex: 'empregador_razao_social', render: (v: string, r) => <Link to={REPORT_PATHS.edit(r.id)}>{v}</Link> },
          { title: 'CPF/CNPJ', dataIndex: 'nrInscricao', width: 180, responsive: ['md'], render: (v: string) => formatInscricao(v) },
          { title: 'Município', key: 'municipio', responsive: ['lg'], render: (_, r) => [r.empregador_municipio, r.empregador_uf].filter(Boolean).join('/') || '—' },
          { title: 'Período', key: 'periodo', responsive: ['sm'], render: (_, r) => `${formatDate(r.data_ini)} a ${formatDate(r.data_fim)}` },
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}
