import type { Categories } from '@sisacte/contracts/painel/painel';
import { countColumn } from '../../shared/format';
import { PanelCard } from '../../shared/panel-card';
import { usePanelYear } from '../../shared/use-year-data';
import { painelApi } from './api';
import { STATES, StatesChoropleth } from './states-choropleth';

type Row = Categories['itens'][number] & { estado: string };
const NAMES = new Map(STATES.map((s) => [s.uf, s.name]));

/** 'Denúncias por UF': the map of Brazil, or (Ver tabela) the states with complaints, most first. */
export function StatesPanel({ initialYear }: { initialYear: number }) {
  const { year, data, card } = usePanelYear(initialYear, painelApi.denunciasUf);
  const rows: Row[] = (data?.itens ?? []).map((r) => ({ ...r, estado: NAMES.get(r.rotulo.toUpperCase()) ?? '—' }));
  return (
    <PanelCard<Row>
      title="Denúncias por UF"
      {...card}
      empty={rows.every((r) => r.quantidade === 0)}
      chart={<StatesChoropleth year={year} rows={rows} />}
      chartNamed
      columns={[
        { title: 'UF', dataIndex: 'rotulo' },
        { title: 'Estado', dataIndex: 'estado' },
        countColumn('Denúncias'),
      ]}
      rows={rows}
      rowKey="rotulo"
    />
  );
}
