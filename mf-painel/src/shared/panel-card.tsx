import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button, Empty, Flex, Select, Skeleton } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { currentYearInBrazil } from '@sisacte/contracts/painel/rules';
import { Panel } from '@sisacte/ui';
import { DataTable, type DataColumn } from './data-table';

/** The years offered by the selectors: the current one (in Brazil) and the ten before it. */
export function yearOptions(now = currentYearInBrazil()) {
  return Array.from({ length: 11 }, (_, i) => ({ value: now - i, label: String(now - i) }));
}

export interface PanelCardProps<Row> {
  title: string;
  year: number;
  onYear: (year: number) => void;
  /** No year selector (a panel showing every year). */
  allYears?: boolean;
  /** Controls beside the year (granularity, chart type). */
  controls?: ReactNode;
  loading: boolean;
  /** Nothing to show in the year: the empty state instead of the chart and the table. */
  empty: boolean;
  chart: ReactNode;
  /** The chart is an image with its own text alternative (role img and a summary): no generic wrapper. */
  chartNamed?: boolean;
  /** The chart's data as a table (the accessible alternative). */
  columns: readonly DataColumn<Row>[];
  rows: Row[];
  rowKey: keyof Row & string;
  /** Buttons after the controls (exports). */
  actions?: ReactNode;
  /** Shows the table first (the service table). */
  tableFirst?: boolean;
  /** The table's total row, one cell per column. */
  totalRow?: readonly ReactNode[];
  /** Watched to load the panel's data once it comes near the screen (usePanelYear). */
  nearRef?: Ref<HTMLElement>;
}

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A dashboard panel: title, year selector (and the panel's own controls), the chart or, toggled, the
 * same data as a table; 'Nenhum dado em <ano>' when the year has nothing.
 */
export function PanelCard<Row extends object>(props: PanelCardProps<Row>) {
  const { title, year, onYear, allYears, controls, loading, empty, chart, chartNamed, columns, rows, rowKey, actions, tableFirst, totalRow, nearRef } = props;
  const [asTable, setAsTable] = useState(Boolean(tableFirst));
  const yearLabel = useId();
  const body = loading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : empty ? (
    <Empty description={allYears ? 'Nenhum dado' : `Nenhum dado em ${year}`} />
  ) : asTable ? (
    <DataTable<Row> columns={columns} rows={rows} rowKey={rowKey} totalRow={totalRow} aria-label={`${title}: tabela`} />
) : chartNamed ? (
    chart
  ) : (
    <div role="img" aria-label={`${title}: gráfico (use 'Ver tabela' para ler os números)`}>
      {chart}
    </div>
  );
  return (
    <div ref={nearRef as Ref<HTMLDivElement>}>
    <Panel title={title} bodyStyle={{ paddingTop: 12 }}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {controls}
        {!allYears && (
          <>
            <span id={yearLabel} style={VISUALLY_HIDDEN}>
              Ano de {title}
            </span>
            <Select aria-labelledby={yearLabel} value={year} onChange={onYear} options={yearOptions()} style={{ width: 96 }} />
          </>
        )}
        <Button icon={asTable ? <BarChartOutlined /> : <TableOutlined />} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Ver gráfico' : 'Ver tabela'}
        </Button>
        {actions}
      </Flex>
      {body}
    </Panel>
    </div>
  );
}
