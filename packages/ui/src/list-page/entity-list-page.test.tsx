import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makePage } from '@sisacte/contracts/common/page';
import { renderAt, where } from '../test/render-at';
import { EntityListPage } from './entity-list-page';
import { textFilter } from './text-filter';

jest.setTimeout(30_000);

interface Room {
  id: number;
  name: string;
}

const nameFilter = textFilter('name', { label: 'Nome da sala', id: 'sala-nome', maxLength: 20 });

function renderRooms(path: string, rooms: Room[]) {
  const api = { list: jest.fn((name: string, page: number) => Promise.resolve(makePage(rooms, rooms.length, page, 20))), remove: jest.fn() };
  renderAt(
    <EntityListPage<Room, string>
      title="Salas" section="Prédio" api={api} filter={nameFilter} paths={{ create: '/salas/nova', edit: (id) => `/salas/${id}` }}
      createLabel="Nova sala" nameOf={(r) => r.name} noun="a sala"
      empty={{ none: 'Nenhuma sala cadastrada', filtered: 'Nenhuma sala com esse nome' }}
      columns={(rooms) => [rooms.linkColumn({ title: 'Nome', dataIndex: 'name' }), rooms.actionsColumn()]}
    />,
    path,
  );
  return api;
}

describe('EntityListPage', () => {
  it('searches by the text filter, kept in the address and cut to its length; "Limpar" empties it', async () => {
    const api = renderRooms('/salas?name=Azul', [{ id: 7, name: 'Sala Azul' }]);
    expect(await screen.findByText('Sala Azul')).toHaveAttribute('href', '/salas/7');
    expect(screen.getByText('Prédio')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith('Azul', 0);
    // one filter set: the box starts open, its field holds it
    const field = screen.getByLabelText('Nome da sala');
    expect(field).toHaveValue('Azul');
    fireEvent.change(field, { target: { value: '  Sala Verde de reuniões  ' } });
    fireEvent.click(screen.getByText('Buscar'));
    await waitFor(() => expect(where()).toBe('/salas?name=Sala+Verde+de+reuni%C3%B5'));
    fireEvent.click(screen.getByText('Limpar'));
    await waitFor(() => expect(where()).toBe('/salas'));
    expect(screen.getByLabelText('Nome da sala')).toHaveValue('');
  });

  it('says there is none at all when no filter is set', async () => {
    renderRooms('/salas', []);
    expect(await screen.findByText('Nenhuma sala cadastrada')).toBeInTheDocument();
  });

  it('says none matches the filter when one is set', async () => {
    renderRooms('/salas?name=Roxa', []);
    expect(await screen.findByText('Nenhuma sala com esse nome')).toBeInTheDocument();
  });
});
