import { Flex, Table, Typography, type TableProps } from 'antd';
import { type Page } from '@sisacte/contracts/common/page';
import { Paginator } from './paginator';

export interface ServerTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  page: Page<T> | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  emptyText?: string;
}

/** What a screen reader says for the header checkbox of a table with row selection (antd says 'Select all'). */
export const SELECT_PAGE_LABEL = 'Marcar todos desta página';

/**
 * A table whose rows come one page at a time from the server, with the record count and the paginator under it.
 * The table fills its container and wraps long text; it scrolls sideways only when its columns cannot fit even
 * wrapped, so a pinned column never lies over another while the table fits.
 */
export function ServerTable<T extends object>({ page, loading, onPageChange, emptyText, rowSelection, ...rest }: ServerTableProps<T>) {
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
          <Typography.Text type="secondary">
            {page.totalElements === 1 ? '1 registro' : `${page.totalElements.toLocaleString('pt-BR')} registros`}
          </Typography.Text>
          <Paginator page={page.number} totalPages={page.totalPages} onChange={onPageChange} />
        </Flex>
      )}
    </Flex>
  );
}
