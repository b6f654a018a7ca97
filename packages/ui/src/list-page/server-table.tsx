import { Flex, Table, theme, type TableProps } from 'antd';
import { ESTIMATED_LIST_MAX_ROWS, type Page } from '@sisacte/contracts/common/page-rules';
import { Paginator } from './paginator';

export interface ServerTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  page: Page<T> | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  emptyText?: string;
}

/** What a screen reader says for the header checkbox of a table with row selection (antd says 'Select all'). */
export const SELECT_PAGE_LABEL = 'Marcar todos desta página';

/** "1 registro", "37 registros", or for an estimated total "cerca de 98.000 registros (a lista mostra os primeiros 2.000)". */
export function recordCount(page: Page<unknown>): string {
  const total = page.totalElements.toLocaleString('pt-BR');
  if (page.totalExact === false) return `cerca de ${total} registros (a lista mostra os primeiros ${ESTIMATED_LIST_MAX_ROWS.toLocaleString('pt-BR')}; use os filtros)`;
  return page.totalElements === 1 ? '1 registro' : `${total} registros`;
}

/** The pages the server will serve: of an estimated total, only those starting before ESTIMATED_LIST_MAX_ROWS. */
export function servedPages(page: Page<unknown>): number {
  if (page.totalExact !== false || page.size <= 0) return page.totalPages;
  return Math.min(page.totalPages, Math.ceil(ESTIMATED_LIST_MAX_ROWS / page.size));
}

/**
 * A table whose rows come one page at a time from the server, with the record count and the paginator under it.
 * The table fills its container and wraps long text; it scrolls sideways only when its columns cannot fit even
 * wrapped, so a pinned column never lies over another while the table fits.
 */
export function ServerTable<T extends object>({ page, loading, onPageChange, emptyText, rowSelection, ...rest }: ServerTableProps<T>) {
  // The count in the secondary text colour (as Typography.Text type="secondary", without Typography on every list).
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12}>
      <Table<T>
        size="middle"
        tableLayout="auto"
        {...rest}
        rowSelection={rowSelection && { getTitleCheckboxProps: () => ({ 'aria-label': SELECT_PAGE_LABEL }), ...rowSelection }}
        dataSource={page?.content ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: emptyText ?? 'Nenhum registro encontrado' }}
        scroll={{ x: true }}
      />
      {page && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <span style={{ color: token.colorTextSecondary }}>{recordCount(page)}</span>
          <Paginator page={page.number} totalPages={servedPages(page)} onChange={onPageChange} />
        </Flex>
      )}
    </Flex>
  );
}
