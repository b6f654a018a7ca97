import { Flex, Table, Typography, type TableProps } from 'antd';
import { type Page } from '@sisacte/contracts/common/page';
import { Paginator } from './paginator';

export interface ServerTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  page: Page<T> | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  emptyText?: string;
}

/** A table whose rows come one page at a time from the server, with the record count and the paginator under it. */
export function ServerTable<T extends object>({ page, loading, onPageChange, emptyText, ...rest }: ServerTableProps<T>) {
  return (
    <Flex vertical gap={12}>
      <Table<T>
        size="middle"
        {...rest}
        dataSource={page?.content ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: emptyText ?? 'Nenhum registro encontrado' }}
        scroll={{ x: 'max-content' }}
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
