import { ServerTable, type ServerTableProps } from './server-table';
import type { ServerPageState } from './use-server-page';

export interface ServerPageTableProps<T> extends Omit<ServerTableProps<T>, 'page' | 'loading' | 'onPageChange'> {
  /** The page being shown (useServerPage). */
  list: ServerPageState<T>;
}

/** A ServerTable fed by useServerPage: the rows, the loading state and the page changes come from `list`. */
export function ServerPageTable<T extends object>({ list, ...table }: ServerPageTableProps<T>) {
  return <ServerTable<T> {...table} page={list.data} loading={list.loading} onPageChange={list.setPageNumber} />;
}
