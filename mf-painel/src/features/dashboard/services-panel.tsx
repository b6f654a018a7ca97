import { Typography } from 'antd';
import type { ServiceCounts, Services } from '@sisacte/contracts/painel/painel';
import { MONTH_LABELS, SERVICE_COLUMNS, SERVICE_NOTES } from '@sisacte/contracts/painel/rules';
import { ExportButtons } from '@sisacte/ui';
import { formatNumber } from '../../shared/format';
import { ColumnChart } from '../../shared/charts';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear } from '../../shared/use-year-data';
import { openServicesPdf, painelApi, saveServicesXlsx } from './api';

type Row = Services['meses'][number];

/**
 * Panel 3: the service table by month (new registrations, people welcomed, overnight stays, meals =
 * overnight stays × 3, referrals, monitoring visits) with the total row; PDF and XLSX of the year.
 */
export function ServicesPanel({ initialYear }: { initialYear: number }) {
  const { year, data, card } = usePanelYear(initialYear, painelApi.atendimentos);
  const rows = data?.meses ?? [];
  const total = data?.total;
  const empty = !total || SERVICE_COLUMNS.every(([key]) => total[key] === 0);
  const series = rows.flatMap((r) => [
    { x: MONTH_LABELS[r.mes - 1]!, serie: 'Pernoites', y: r.pernoites },
    { x: MONTH_LABELS[r.mes - 1]!, serie: 'Refeições', y: r.refeicoes },
  ]);
  return (
    <PanelCard<Row>
      title="Atendimentos por mês"
      {...card}
      tableFirst
      empty={empty}
      actions={
        <>
          <ExportButtons pdf={() => openServicesPdf(year)} xlsx={() => saveServicesXlsx(year)} />
          <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'center' }}>
            {SERVICE_NOTES.join(' ')}
          </Typography.Text>
        </>
      }
      chart={<ColumnChart data={series} />}
      columns={[
        { title: 'Mês', dataIndex: 'mes', render: (m: number) => MONTH_LABELS[m - 1] },
        ...SERVICE_COLUMNS.map(([key, title]) => ({
          title,
          dataIndex: key,
          align: 'right' as const,
          render: (v: number) => formatNumber(v),
        })),
      ]}
      rows={rows}
      rowKey="mes"
      totalRow={total && ['Total', ...SERVICE_COLUMNS.map(([key]) => formatNumber((total as ServiceCounts)[key]))]}
    />
  );
}
