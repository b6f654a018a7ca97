import { type TrailEntry } from '@sisacte/contracts/audit/trail';
import { filterBox, ListPage, useFilteredList } from '@sisacte/ui';
import { EMPTY_TRAIL_FILTERS, trailApi, trailColumns, trailFilters, TrailFilterFields } from '@sisacte/ui/trail';
import { ChainCheckCard } from './chain-check';

const COLUMNS = trailColumns({ titular: true });

/**
 * /admin/configuracoes/auditoria (administrators and the data-protection officer): the whole access
 * trail, newest first, filtered by user, record type, action and period (kept in the address), its
 * XLSX, and the chain check with its 'Verificar' button.
 */
export function AuditPage() {
  const { filters, applied, list } = useFilteredList(trailFilters.codec, (f, page) => trailApi.list(f, page));
  const filterCount = trailFilters.count(applied);
  return (
    <ListPage<TrailEntry>
      title="Auditoria"
      breadcrumb={[{ title: 'Configurações' }, { title: 'Auditoria' }]}
      exports={{ xlsx: () => trailApi.saveXlsx(applied) }}
      filters={filterBox(filters, EMPTY_TRAIL_FILTERS, filterCount, <TrailFilterFields all value={filters.draft} onChange={filters.setDraft} />)}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhuma entrada encontrada com esses filtros' : 'A trilha ainda não tem entradas',
        columns: COLUMNS,
      }}
    >
      <ChainCheckCard />
    </ListPage>
  );
}
