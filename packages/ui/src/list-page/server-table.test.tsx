import { render, screen } from '@testing-library/react';
import { type Page } from '@sisacte/contracts/common/page';
import { recordCount, servedPages, ServerTable } from './server-table';

const page = (fields: Partial<Page<{ id: number }>>): Page<{ id: number }> => ({
  content: [{ id: 1 }],
  number: 0,
  size: 10,
  totalElements: 98_000,
  totalPages: 9_800,
  first: true,
  last: false,
  ...fields,
});

describe('a list whose total is an estimate', () => {
  it('says "cerca de" and offers only the pages the server serves (its first 2,000 rows)', () => {
    expect(recordCount(page({ totalExact: false }))).toBe('cerca de 98.000 registros (a lista mostra os primeiros 2.000; use os filtros)');
    expect(servedPages(page({ totalExact: false }))).toBe(200);
    expect(servedPages(page({ totalExact: false, size: 20 }))).toBe(100);
  });

  it('leaves exact totals alone', () => {
    expect(recordCount(page({ totalElements: 45, totalPages: 5, totalExact: true }))).toBe('45 registros');
    expect(recordCount(page({ totalElements: 1, totalPages: 1 }))).toBe('1 registro');
    expect(servedPages(page({ totalExact: true }))).toBe(9_800);
  });

  it('shows the capped paginator under the table', () => {
    render(<ServerTable<{ id: number }> rowKey="id" columns={[{ title: 'Id', dataIndex: 'id' }]} page={page({ totalExact: false })} loading={false} onPageChange={() => undefined} />);
    expect(screen.getByText(/cerca de 98\.000 registros/)).toBeInTheDocument();
    expect(screen.queryByText('9800')).not.toBeInTheDocument();
  });
});
