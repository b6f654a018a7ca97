import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { ListPage } from './list-page';
import { useEntityList, type EntityList, type EntityListOptions } from './use-entity-list';
import { filterBox } from './use-filtered-list';
import type { UrlFilterCodec, UrlFilters } from './use-url-filters';

/** A list's filters: how the address keeps them, how many are set, what 'Limpar' goes back to, and the box's fields. */
export interface ListFilter<F> {
  /** Define it once, outside the component (a new codec reads the address again). */
  codec: UrlFilterCodec<F>;
  /** How many filters are set: the box's badge, and which empty text the table shows. */
  count: (values: F) => number;
  empty: F;
  /** The fields of the 'Filtros' box, editing `filters.draft`. */
  fields: (filters: UrlFilters<F>) => ReactNode;
}

export interface EntityListPageProps<T extends { id: number }, F> extends Omit<EntityListOptions<T, F>, 'codec'> {
  title: string;
  /** The area the list belongs to ('Acolhimento'), first in the breadcrumb. */
  section: string;
  filter: ListFilter<F>;
  /** The table's text without rows: when there is none at all, and when none matches the filters. */
  empty: { none: string; filtered: string };
  /** The table's columns, given the list (its name link and its 'Ação' column). */
  columns: (list: EntityList<T, F>) => TableColumnType<T>[];
}

/**
 * The list screen of an entity family: the header with the PDF, the XLSX and 'Novo …', the 'Filtros' box kept
 * in the address, and the server-paginated table whose rows link to their form and have 'Editar' and 'Excluir'.
 */
export function EntityListPage<T extends { id: number }, F>({ title, section, filter, empty, columns, ...options }: EntityListPageProps<T, F>) {
  const list = useEntityList<T, F>({ ...options, codec: filter.codec });
  const count = filter.count(list.applied);
  return (
    <ListPage<T>
      title={title}
      section={section}
      {...list.listPage}
      filters={filterBox(list.filters, filter.empty, count, filter.fields(list.filters))}
      table={{ emptyText: count > 0 ? empty.filtered : empty.none, columns: columns(list) }}
    />
  );
}
