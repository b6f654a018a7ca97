import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/*
 * A panel's numbers as a plain HTML table, drawn to look like antd's small table. The panels' tables only show
 * rows (no sorting, filtering, paging or selection), and antd's Table brings all of those with it: its code and
 * what it pulls in (dropdowns, menus, trees, checkboxes, pagination) were about a fifth of the dashboard's
 * JavaScript on a first visit.
 */

export interface DataColumn<Row> {
  title: string;
  /** The row's field shown in the column (and handed to `render`). */
  dataIndex?: keyof Row & string;
  /** The column's key when it has no `dataIndex`. */
  key?: string;
  align?: 'left' | 'right';
  /** What the cell shows: the field's value (`dataIndex`) and the whole row. */
  render?: (value: never, row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row & string;
  /** A last row in bold (a total), one cell per column. */
  totalRow?: readonly ReactNode[];
  'aria-label': string;
}

export function DataTable<Row extends object>({ columns, rows, rowKey, totalRow, 'aria-label': label }: DataTableProps<Row>) {
  const { token } = theme.useToken();
  const cell = (align: DataColumn<Row>['align']): CSSProperties => ({
    padding: '8px',
    textAlign: align ?? 'left',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
  });
  const head: CSSProperties = { background: token.colorFillAlter, color: token.colorTextHeading, fontWeight: 600 };
  const show = (column: DataColumn<Row>, row: Row) => {
    const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
    return column.render ? column.render(value as never, row) : (value as ReactNode);
  };
  return (
    // Wider than a phone: scrolls sideways, and takes the focus so that a keyboard can scroll it too.
    <div role="group" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key ?? column.dataIndex} scope="col" style={{ ...cell(column.align), ...head }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[rowKey])}>
              {columns.map((column) => (
                <td key={column.key ?? column.dataIndex} style={cell(column.align)}>
                  {show(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalRow && (
          <tfoot>
            <tr style={{ fontWeight: 600, background: token.colorFillAlter }}>
              {totalRow.map((content, i) => (
                <td key={columns[i]?.key ?? columns[i]?.dataIndex ?? i} style={cell(columns[i]?.align)}>
                  {content}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
