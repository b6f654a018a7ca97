import { useState } from 'react';
import { Grid, Segmented, Select } from 'antd';
import type { Categories } from '@sisacte/contracts/painel/painel';
import { countColumn, formatNumber } from '../../shared/format';
import { PieChart } from '../../shared/charts';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear } from '../../shared/use-year-data';
import { painelApi } from './api';

/** The pie's four chart types in the order the panel shows them. */
const TYPES = {
  sexo: { label: 'Sexo', load: painelApi.sexo },
  faixa: { label: 'Faixa Etária', load: painelApi.faixaEtaria },
  civil: { label: 'Estado Civil', load: painelApi.statusCivil },
  pais: { label: 'Nacionalidade', load: painelApi.pais },
} as const;
type ChartType = keyof typeof TYPES;

type Row = Categories['itens'][number];

/**
 * Panel 2: profile of the people registered in the year, a pie by sex, age range (0–11, 12–17, 18–29,
 * 30–59, 60+, age at registration, computed by the server), civil status or nationality.
 */
export function ProfilePanel({ initialYear }: { initialYear: number }) {
  const [type, setType] = useState<ChartType>('sexo');
  const { data, card } = usePanelYear(initialYear, (y) => TYPES[type].load(y), type);
  const rows = data?.itens ?? [];
  const total = rows.reduce((n, r) => n + r.quantidade, 0);
  const narrow = Grid.useBreakpoint().sm === false;
  const options = Object.entries(TYPES).map(([value, t]) => ({ value: value as ChartType, label: t.label }));
  return (
    <PanelCard<Row>
      title={`Perfil dos cadastrados: ${TYPES[type].label}`}
      {...card}
      controls={
        // the four types are wider than a phone: there, a select
        narrow ? (
          <Select<ChartType> aria-label="Tipo de gráfico" value={type} onChange={setType} options={options} style={{ width: 170 }} />
        ) : (
          <Segmented<ChartType> aria-label="Tipo de gráfico" value={type} onChange={setType} options={options} />
        )
      }
      empty={total === 0}
      chart={<PieChart data={rows.map((r) => ({ x: r.rotulo, y: r.quantidade }))} />}
      columns={[
        { title: TYPES[type].label, dataIndex: 'rotulo' },
        countColumn('Pessoas'),
        { title: '%', key: 'pct', align: 'right', render: (_: unknown, r: Row) => `${formatNumber(Math.round((r.quantidade / total) * 1000) / 10)}%` },
      ]}
      rows={rows}
      rowKey="rotulo"
    />
  );
}
