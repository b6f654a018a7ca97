import { useState } from 'react';
import { Segmented } from 'antd';
import { MONTH_LABELS } from '@sisacte/contracts/painel/rules';
import { formatNumber } from '../../shared/format';
import { ColumnChart, type SeriesPoint } from '../../shared/charts';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear } from '../../shared/use-year-data';
import { painelApi } from './api';

type Granularity = 'mes' | 'ano';
interface Row {
  periodo: string;
  cadastrados: number;
  acolhidos: number;
}

async function load(year: number, by: Granularity): Promise<Row[]> {
  if (by === 'mes') {
    const [cad, aco] = await Promise.all([painelApi.cadastradosMes(year), painelApi.acolhidosMes(year)]);
    return cad.meses.map((m, i) => ({ periodo: MONTH_LABELS[m.mes - 1]!, cadastrados: m.quantidade, acolhidos: aco.meses[i]?.quantidade ?? 0 }));
  }
  const [cad, aco] = await Promise.all([painelApi.cadastradosAno(year), painelApi.acolhidosAno(year)]);
  const years = [...new Set([...cad.anos, ...aco.anos].map((a) => a.ano))].sort((a, b) => a - b);
  const of = (list: { ano: number; quantidade: number }[], y: number) => list.find((a) => a.ano === y)?.quantidade ?? 0;
  return years.map((y) => ({ periodo: String(y), cadastrados: of(cad.anos, y), acolhidos: of(aco.anos, y) }));
}

const number = (v: number) => formatNumber(v);

/** Panel 1: people registered (cadastrados) and welcomed (acolhidos: a check-in) by month of the year, or by year. */
export function RegisteredPanel({ initialYear }: { initialYear: number }) {
  const [by, setBy] = useState<Granularity>('mes');
  const { data, card } = usePanelYear(initialYear, (y) => load(y, by), by);
  const rows = data ?? [];
  const series: SeriesPoint[] = rows.flatMap((r) => [
    { x: r.periodo, serie: 'Cadastrados', y: r.cadastrados },
    { x: r.periodo, serie: 'Acolhidos', y: r.acolhidos },
  ]);
  return (
    <PanelCard<Row>
      title="Cadastrados e acolhidos"
      {...card}
      allYears={by === 'ano'}
      controls={
        <Segmented<Granularity>
          aria-label="Agrupar por"
          value={by}
          onChange={setBy}
          options={[
            { value: 'mes', label: 'Por mês' },
            { value: 'ano', label: 'Por ano' },
          ]}
        />
      }
      empty={rows.every((r) => r.cadastrados === 0 && r.acolhidos === 0)}
      chart={<ColumnChart data={series} />}
      columns={[
        { title: by === 'mes' ? 'Mês' : 'Ano', dataIndex: 'periodo' },
        { title: 'Cadastrados', dataIndex: 'cadastrados', align: 'right', render: number },
        { title: 'Acolhidos', dataIndex: 'acolhidos', align: 'right', render: number },
      ]}
      rows={rows}
      rowKey="periodo"
    />
  );
}
