import { Input, Row } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type ReportListItem } from '@sisacte/contracts/relatorios/reports';
import { actionColumn, editDeleteActions, FilterCol, filterBox, formatDate, LazyDateField, ListPage, useFilteredList, useRowDelete } from '@sisacte/ui';
import { deleteReport, listReports } from './api';
import { formatInscricao } from './draft';
import { countReportFilters, EMPTY_REPORT_FILTERS, reportFilterCodec } from './report-filters';
import { REPORT_PATHS } from './paths';

/** /admin/relatorios/list: inspection reports, newest first, 20 per page; filters by employer, CPF/CNPJ and period. */
export function ReportListPage() {
  const navigate = useNavigate();
  const { filters, applied, list } = useFilteredList(reportFilterCodec, listReports);
  const { draft } = filters;
  const filterCount = countReportFilters(applied);
  const remove = useRowDelete<ReportListItem>({
    question: (r) => `Excluir o relatório nº ${r.id} (${r.empregador_razao_social})?`,
    remove: (r) => deleteReport(r.id),
    done: 'Relatório excluído!',
    reload: list.reload,
  });

  const actionsOf = (r: ReportListItem) =>
    editDeleteActions({
      name: `o relatório ${r.id}`,
      edit: () => navigate(REPORT_PATHS.edit(r.id)),
      remove: () => void remove(r),
      between: [{ title: 'Baixar PDF', label: `Baixar o PDF do relatório ${r.id}`, icon: <DownloadOutlined />, onClick: () => navigate(REPORT_PATHS.download(r.id)) }],
    });

  const set = (patch: Partial<typeof draft>) => filters.setDraft({ ...draft, ...patch });

  return (
    <ListPage<ReportListItem>
      title="Relatórios"
      breadcrumb={[{ title: 'Relatórios' }]}
      create={{ label: 'Novo relatório', onClick: () => navigate(REPORT_PATHS.create) }}
      filters={filterBox(
        filters,
        EMPTY_REPORT_FILTERS,
        filterCount,
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
        </Row>,
      )}
      list={list}
      table={{
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
