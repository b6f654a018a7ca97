import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { renderAt } from '@sisacte/ui/test';
import { LinkedPeoplePanel, type LinkedPeopleApi, type LinkedPerson } from './linked-people-panel';

jest.setTimeout(60_000);

// The modal has its own tests: here it hands over the ids 1, 2 and 3 as 'Adicionar Cadastro(s)' does.
jest.mock('./search-record-modal', () => ({
  SearchRecordModal: ({ open, onAdd, excludeIds }: { open: boolean; onAdd: (ids: number[]) => void; excludeIds: number[] }) =>
    open ? (
      <div>
        <span>já incluídos: {excludeIds.join(',')}</span>
        <button type="button" onClick={() => onAdd([1, 2, 3])}>
          Adicionar Cadastro(s)
        </button>
      </div>
    ) : null,
}));

type Status = 'Encaminhado' | 'Contratado';
const row = (id: number, welcomedId: number, name: string): LinkedPerson<Status> => ({
  id,
  welcomed: { id: welcomedId, name, cpf: null, status: 'active' },
  status: 'Encaminhado',
  created_at: '2026-03-05T10:00:00.000Z',
});
const page = (content: LinkedPerson<Status>[]) => ({ content, number: 0, size: 100, totalElements: content.length, totalPages: 1, first: true, last: true });

it('adds each checked person in turn: a refusal is told and the others are added; the list and the record are refreshed', async () => {
  const api: LinkedPeopleApi<Status> = {
    list: jest.fn().mockResolvedValueOnce(page([row(50, 9, 'Ana Pérez')])).mockResolvedValue(page([row(50, 9, 'Ana Pérez'), row(51, 1, 'Bruno'), row(52, 3, 'Carla')])),
    add: jest.fn(async (id: number) => {
      if (id === 2) throw new ApiError('x', 400, ['O cadastro de Davi está excluído: restaure-o antes']);
    }),
    setStatus: jest.fn(),
    remove: jest.fn(),
  };
  const changed = jest.fn();
  renderAt(
    <LinkedPeoplePanel api={api} statuses={['Encaminhado', 'Contratado']} onChanged={changed}
      texts={{ add: 'Encaminhar pessoas', added: (n) => `${n} pessoas encaminhadas`, removeQuestion: (n) => `Remover ${n}?`, removed: 'Removido', dateColumn: 'Dt.', empty: 'Ninguém' }} />,
  );
  expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Encaminhar pessoas').closest('button')!);
  // people already linked cannot be checked again
  expect(screen.getByText('já incluídos: 9')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Adicionar Cadastro(s)'));
  expect(await screen.findByText('2 pessoas encaminhadas')).toBeInTheDocument();
  expect(screen.getByText('O cadastro de Davi está excluído: restaure-o antes')).toBeInTheDocument();
  expect((api.add as jest.Mock).mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
  expect(await screen.findByText('Carla')).toBeInTheDocument();
  await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  expect(screen.queryByText('Adicionar Cadastro(s)')).toBeNull();
});
