import type { ReactNode } from 'react';
import type { Page } from '@sisacte/contracts/common/page';
import type { ListPageFilters } from './list-page';
import { useServerPage, type ServerPageState } from './use-server-page';
import { useUrlFilters, type UrlFilterCodec, type UrlFilters } from './use-url-filters';

export interface FilteredList<F, T> {
  filters: UrlFilters<F>;
  /** The filters the list shows now (filters.applied). */
  applied: F;
  list: ServerPageState<T>;
}

/** A server list and its filters kept in the address: `load` gets the applied filters and the page. */
export function useFilteredList<F, T>(codec: UrlFilterCodec<F>, load: (filters: F, page: number) => Promise<Page<T>>): FilteredList<F, T> {
  const filters = useUrlFilters(codec);
  const list = useServerPage((page) => load(filters.applied, page), filters.key);
  return { filters, applied: filters.applied, list };
}

/** The 'Filtros' box of a list whose fields edit `filters.draft`; 'Limpar' goes back to `empty`. */
export function filterBox<F>(filters: UrlFilters<F>, empty: F, count: number, fields: ReactNode): ListPageFilters {
  return { count, onSearch: () => filters.apply(filters.draft), onClear: () => filters.reset(empty), fields };
}
