import { Col, Row as GridRow, Typography } from 'antd';
import { MONTH_LABELS } from '@sisacte/contracts/painel/rules';
import { countColumn } from '../../shared/format';
import { BarChart, ColumnChart } from '../../shared/charts';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear } from '../../shared/use-year-data';
import { painelApi } from './api';

interface Row {
  key: string;
  grupo: 'Mês' | 'Tipo';
  rotulo: string;
  quantidade: number;
}

async function load(year: number): Promise<Row[]> {
  const [byMonth, byType] = await Promise.all([painelApi.encaminhamentosMes(year), painelApi.encaminhamentosTipo(year)]);
  return [
    ...byMonth.meses.map((m) => ({ key: `m${m.mes}`, grupo: 'Mês' as const, rotulo: MONTH_LABELS[m.mes - 1]!, quantidade: m.quantidade })),
    ...byType.itens.map((t) => ({ key: `t${t.rotulo}`, grupo: 'Tipo' as const, rotulo: t.rotulo, quantidade: t.quantidade })),
  ];
}

/** Panel 4: referrals by month (columns) and by type (a bar per type; a referral with two types counts in each). */
export function ReferralsPanel({ initialYear }: { initialYear: number }) {
  const { data, card } = usePanelYear(initialYear, load);
  const rows = data ?? [];
  const months = rows.filter((r) => r.grupo === 'Mês');
  const types = rows.filter((r) => r.grupo === 'Tipo');
  return (
    <PanelCard<Row>
      title="Encaminhamentos"
      {...card}
      empty={rows.every((r) => r.quantidade === 0)}
      chart={
        <GridRow gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Typography.Text strong>Por mês</Typography.Text>
            <ColumnChart data={months.map((m) => ({ x: m.rotulo, serie: 'Encaminhamentos', y: m.quantidade }))} height={260} />
          </Col>
          <Col xs={24} lg={10}>
            <Typography.Text strong>Por tipo</Typography.Text>
            <BarChart data={types.map((t) => ({ x: t.rotulo, y: t.quantidade }))} />
          </Col>
        </GridRow>
      }
      columns={[
        { title: 'Agrupamento', dataIndex: 'grupo' },
        { title: 'Mês ou tipo', dataIndex: 'rotulo' },
        countColumn('Encaminhamentos'),
      ]}
      rows={rows}
      rowKey="key"
    />
  );
}
