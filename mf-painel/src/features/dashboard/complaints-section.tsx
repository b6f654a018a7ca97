import { Alert, Col, Row as GridRow } from 'antd';
import type { Categories } from '@sisacte/contracts/painel/painel';
import { countColumn, formatNumber } from '../../shared/format';
import { BarChart, ColumnChart, PieChart } from '../../shared/charts';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear, useYearData } from '../../shared/use-year-data';
import { painelApi } from './api';
import { StatesPanel } from './states-panel';

type Row = Categories['itens'][number];

function CategoryPanel({ title, what, initialYear, load, kind }: { title: string; what: string; initialYear: number; load: (y: number) => Promise<Categories>; kind: 'bar' | 'pie' | 'column' }) {
  const { data, card } = usePanelYear(initialYear, load);
  const rows = data?.itens ?? [];
  const points = rows.map((r) => ({ x: r.rotulo, y: r.quantidade }));
  const chart =
    kind === 'bar' ? <BarChart data={points} /> : kind === 'pie' ? <PieChart data={points} /> : <ColumnChart data={points.map((p) => ({ ...p, serie: 'Denúncias' }))} />;
  return (
    <PanelCard<Row>
      title={title}
      {...card}
      empty={rows.every((r) => r.quantidade === 0)}
      chart={chart}
      columns={[
        { title: what, dataIndex: 'rotulo' },
        countColumn('Denúncias'),
      ]}
      rows={rows}
      rowKey="rotulo"
    />
  );
}

function OperationsSummary({ year }: { year: number }) {
  const { data } = useYearData(painelApi.operacoes, year);
  if (!data) return null;
  if (!data.registradas) return <Alert type="info" showIcon title="Operações" description={data.mensagem} />;
  const month = data.porStatus.map((s) => `${s.rotulo} ${formatNumber(s.quantidade)}`).join(', ');
  return (
    <Alert
      type="info"
      showIcon
      title="Operações"
      description={`${formatNumber(data.total ?? 0)} operações em ${data.ano}. Neste mês: ${month}. Denúncias aguardando fiscalização: ${formatNumber(data.aguardandoFiscalizacao)}; fiscalizadas em ${data.ano}: ${formatNumber(data.fiscalizadasNoAno)}.`}
    />
  );
}

/**
 * The complaint section (Denuncias role): complaints of the year by state (a map of Brazil), by status
 * and by IRTE score, counting only the complaints the user may see; the operations summary. Loaded on
 * its own (dashboard-page), with the map's outlines, only for the users who see it.
 */
export function ComplaintsSection({ initialYear }: { initialYear: number }) {
  return (
    <GridRow gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <StatesPanel initialYear={initialYear} />
      </Col>
      <Col xs={24} xl={12}>
        <CategoryPanel title="Denúncias por status" what="Status" initialYear={initialYear} load={painelApi.denunciasStatus} kind="pie" />
      </Col>
      <Col xs={24} xl={12}>
        <CategoryPanel title="Índice IRTE das denúncias" what="Faixa do índice" initialYear={initialYear} load={painelApi.denunciasScore} kind="column" />
      </Col>
      <Col xs={24} xl={12}>
        <OperationsSummary year={initialYear} />
      </Col>
    </GridRow>
  );
}
