import { HOME_TYPES, MONITOR_BENEFITS, MONITOR_RISKS, type Monitor, type MonitorFilter } from '@sisacte/contracts/acolhimento/monitors';
import { authorColumn, createdAtColumn, listReport, personColumns, reportNames, rowsOf } from '../shared/list-report';
import { monitorReads } from './repository';

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Sim' : 'Não');
const names = (ids: number[], catalogue: readonly { id: number; name: string }[]) => ids.map((id) => catalogue.find((c) => c.id === id)?.name ?? String(id)).join(', ');
const family = (m: Monitor) =>
  m.family_composition.map((p) => [p.name, p.relation, p.age === null ? null : `${p.age} anos`].filter(Boolean).join(', ')).join('; ');

/** GET /api/monitors/report and /report-xlsx: the visits of the filter (all people, or one with ?welcomed_id). */
export const monitorsReport = listReport<Monitor, MonitorFilter>({
  ...reportNames('Monitoramentos', { one: 'monitoramento', many: 'monitoramentos' }),
  columns: [
    createdAtColumn('Data'),
    ...personColumns(),
    { title: 'Trabalhando', value: (m) => yesNo(m.working), width: 12 },
    { title: 'Carteira assinada', value: (m) => yesNo(m.signed_work_card), width: 12 },
    { title: 'Gosta do trabalho', value: (m) => yesNo(m.like_work), width: 12, only: 'xlsx' },
    { title: 'Benefícios', value: (m) => names(m.benefits, MONITOR_BENEFITS), width: 36, wide: true },
    { title: 'Riscos', value: (m) => names(m.riscs, MONITOR_RISKS), width: 24, only: 'xlsx' },
    { title: 'Moradia', value: (m) => HOME_TYPES.find((h) => h.id === m.home_type)?.name, width: 12 },
    { title: 'Apoio', value: (m) => m.support_levels.join(', '), width: 24, only: 'xlsx' },
    { title: 'Necessidades', value: (m) => m.needs.join(', '), width: 36, only: 'xlsx' },
    { title: 'Composição familiar', value: family, width: 40, wide: true },
    { title: 'Observações', value: (m) => m.notes, width: 40, only: 'xlsx' },
    authorColumn('Registrado por'),
  ],
  ...rowsOf(monitorReads),
});
