import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makePage } from '@sisacte/contracts/common/page';
import { renderAt, where } from '../test/render-at';
import { ListPage } from './list-page';
import { textFilterCodec } from './text-filter';
import { useEntityList } from './use-entity-list';

jest.setTimeout(30_000);

interface Room {
  id: number;
  name: string;
}

const rooms = [{ id: 7, name: 'Sala Azul' }];
const codec = textFilterCodec('name', 50);
const paths = { create: '/salas/nova', edit: (id: number) => `/salas/${id}` };

function Rooms({ api, noun }: { api: Parameters<typeof useEntityList<Room, string>>[0]['api']; noun: string }) {
  const entity = useEntityList<Room, string>({ api, codec, paths, createLabel: 'Nova sala', nameOf: (r) => r.name, noun });
  return (
    <ListPage<Room>
      title="Salas"
      {...entity.listPage}
      table={{ columns: [entity.linkColumn({ title: 'Nome', dataIndex: 'name' }), entity.actionsColumn()] }}
    />
  );
}

const apiOf = () => ({
  list: jest.fn((name: string, page: number) => Promise.resolve(makePage(rooms, rooms.length, page, 20))),
  remove: jest.fn(() => Promise.resolve()),
  pdf: jest.fn(() => Promise.resolve()),
  xlsx: jest.fn(() => Promise.resolve()),
});

describe('useEntityList', () => {
  it('links the name and "Editar" to the form, "Nova sala" to a new one, and exports with the applied filter', async () => {
    const api = apiOf();
    renderAt(<Rooms api={api} noun="a sala" />, '/salas?name=Azul');
    expect(await screen.findByRole('link', { name: 'Sala Azul' })).toHaveAttribute('href', '/salas/7');
    expect(api.list).toHaveBeenCalledWith('Azul', 0);
    fireEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    expect(api.xlsx).toHaveBeenCalledWith('Azul');
    fireEvent.click(screen.getByRole('button', { name: 'Editar Sala Azul' }));
    expect(where()).toBe('/salas/7');
  });

  it('asks "Excluir a sala …?", deletes, says "Sala excluída!" and reloads', async () => {
    const api = apiOf();
    renderAt(<Rooms api={api} noun="a sala" />, '/salas');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Sala Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a sala Sala Azul?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Sala excluída!')).toBeInTheDocument();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('has no export buttons for an entity without reports; "o …" says "excluído"', async () => {
    const { list, remove } = apiOf();
    renderAt(<Rooms api={{ list, remove }} noun="o quarto" />, '/salas');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Sala Azul' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Quarto excluído!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exportar XLSX/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Nova sala/ }));
    expect(where()).toBe('/salas/nova');
  });
});
