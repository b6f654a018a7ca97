import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makePage, type Page } from '@sisacte/contracts/common/page';
import { AppProviders } from '../providers';
import { ExportButtons } from './export-buttons';
import { ListPage } from './list-page';
import { useServerPage } from './use-server-page';
import { useUrlFilters, type UrlFilterCodec } from './use-url-filters';

jest.setTimeout(30_000);

interface Row {
  id: number;
  name: string;
}
interface Filters {
  name?: string;
}

const codec: UrlFilterCodec<Filters> = {
  read: (p) => (p.get('name') ? { name: p.get('name')! } : {}),
  write: (v, into) => {
    into.delete('name');
    if (v.name?.trim()) into.set('name', v.name.trim());
    return into;
  },
  key: (v) => JSON.stringify(v),
};

function Where() {
  const { search } = useLocation();
  return <div data-testid="where">{search}</div>;
}

function People({ load, pdf, xlsx }: { load: (f: Filters, page: number) => Promise<Page<Row>>; pdf?: () => Promise<void>; xlsx?: () => Promise<void> }) {
  const filters = useUrlFilters(codec);
  const list = useServerPage((page) => load(filters.applied, page), filters.key);
  return (
    <ListPage<Row>
      title="Pessoas"
      actions={<ExportButtons pdf={pdf} xlsx={xlsx} />}
      filters={{
        count: filters.applied.name ? 1 : 0,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset({}),
        fields: <input aria-label="Nome" value={filters.draft.name ?? ''} onChange={(e) => filters.setDraft({ name: e.target.value })} />,
      }}
      list={list}
      table={{ rowKey: 'id', emptyText: 'Ninguém', columns: [{ title: 'Nome', dataIndex: 'name' }] }}
    />
  );
}

function renderList(url: string, props: Parameters<typeof People>[0]) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <People {...props} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));

describe('ListPage with filters kept in the address', () => {
  it('reads the filters and the page from the address, and a search writes them back from the first page', async () => {
    const load = jest.fn(async (_f: Filters, page: number) => makePage(rows(3), 45, page, 20));
    renderList('/pessoas?name=Ana&page=1', { load });
    await waitFor(() => expect(load).toHaveBeenCalledWith({ name: 'Ana' }, 1));
    expect(await screen.findByText('45 registros')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Bruno' } });
    fireEvent.click(screen.getByText('Buscar'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?name=Bruno'));
    expect(screen.getByTestId('where')).not.toHaveTextContent('page=');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ name: 'Bruno' }, 0));

    fireEvent.click(screen.getByText('Limpar'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^$/));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({}, 0));
  });

  it('says when the list is empty and shows a load error', async () => {
    const load = jest.fn().mockResolvedValueOnce(makePage([], 0, 0, 20)).mockRejectedValue(new Error('Falhou a lista'));
    renderList('/pessoas', { load });
    expect(await screen.findByText('Ninguém')).toBeInTheDocument();
    // no filter set: the box starts closed
    expect(screen.queryByLabelText('Nome')).toBeNull();
    fireEvent.click(screen.getByText('Filtros'));
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'X' } });
    fireEvent.click(screen.getByText('Buscar'));
    expect(await screen.findByText('Falhou a lista')).toBeInTheDocument();
  });
});

describe('ExportButtons', () => {
  it('runs one export at a time, shows the spreadsheet in progress and notifies a failure', async () => {
    let finish: () => void = () => {};
    const xlsx = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const pdf = jest.fn(async () => {
      throw new Error('PDF indisponível');
    });
    renderList('/pessoas', { load: async () => makePage(rows(1), 1, 0, 20), pdf, xlsx });
    fireEvent.click(screen.getByText('Exportar XLSX'));
    expect(await screen.findByText('Gerando planilha…')).toBeInTheDocument();
    expect(screen.getByText('Relatório PDF').closest('button')).toBeDisabled();
    finish();
    expect(await screen.findByText('Exportar XLSX')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Relatório PDF').closest('button')).toBeEnabled());
    fireEvent.click(screen.getByText('Relatório PDF'));
    expect(await screen.findByText('PDF indisponível')).toBeInTheDocument();
    expect(pdf).toHaveBeenCalledTimes(1);
  });
});
