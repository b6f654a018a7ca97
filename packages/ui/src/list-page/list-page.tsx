import type { ReactNode } from 'react';
import { Alert, Space } from 'antd';
import { PageHeader, type PageHeaderProps } from '../page-header';
import { FilterBox, FilterForm } from './filter-box';
import { ServerTable, type ServerTableProps } from './server-table';
import { readableMessage } from '../readable-message';
import { CreateButton, type CreateButtonProps } from './create-button';
import { ExportButtons, type ExportButtonsProps } from './export-buttons';
import type { ServerPageState } from './use-server-page';

export interface ListPageFilters {
  /** How many filters are set: the badge, and the box starts open when there are any. */
  count: number;
  onSearch: () => void;
  onClear: () => void;
  fields: ReactNode;
}

export interface ListPageProps<T extends object> {
  title: string;
  /** The area the list belongs to ('Acolhimento'): the breadcrumb is the area and the title. */
  section?: string;
  breadcrumb?: PageHeaderProps['breadcrumb'];
  /** The header's own buttons, side by side, before the exports and 'Novo …'. */
  actions?: ReactNode;
  /** PDF and XLSX of the filtered list. */
  exports?: ExportButtonsProps;
  /** The header's primary button ('Novo curso'), a plus unless `icon` says otherwise. */
  create?: CreateButtonProps;
  /** The 'Filtros' box; leave it out for a list without one. */
  filters?: ListPageFilters;
  /** Between the filters and the table: a search field, notices, a selection. */
  children?: ReactNode;
  /** The page being shown (useServerPage). */
  list: ServerPageState<T>;
  /** The table; rows are keyed by `id` unless `rowKey` says otherwise. */
  table: Omit<ServerTableProps<T>, 'page' | 'loading' | 'onPageChange'>;
}

/** A list screen: header with actions, the filter box, a load error if any, and the server-paginated table. */
export function ListPage<T extends object>({ title, section, breadcrumb, actions, exports, create, filters, children, list, table }: ListPageProps<T>) {
  const buttons = (actions || exports || create) && (
    <Space wrap>
      {actions}
      {exports && <ExportButtons {...exports} />}
      {create && <CreateButton {...create} />}
    </Space>
  );
  return (
    <>
      <PageHeader title={title} breadcrumb={breadcrumb ?? (section ? [{ title: section }, { title }] : undefined)} extra={buttons} />
      {filters && (
        <FilterBox count={filters.count} defaultOpen={filters.count > 0}>
          <FilterForm onSearch={filters.onSearch} onClear={filters.onClear}>
            {filters.fields}
          </FilterForm>
        </FilterBox>
      )}
      {children}
      {list.error && <Alert type="error" showIcon title={readableMessage(list.error.message)} style={{ marginBottom: 16 }} />}
      <ServerTable<T> rowKey="id" {...table} page={list.data} loading={list.loading} onPageChange={list.setPageNumber} />
    </>
  );
}
