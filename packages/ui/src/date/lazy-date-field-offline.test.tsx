import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../providers';
import { LazyDateField } from './lazy-date-field';

// The picker's code cannot be fetched (offline, a flaky mobile network).
jest.mock('./date-field', () => {
  throw new Error('ChunkLoadError');
});
jest.setTimeout(20_000);

function Field({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <AppProviders>
      <label htmlFor="data">Data</label>
      <LazyDateField id="data" value={value} onChange={(v) => (setValue(v), onChange(v))} />
    </AppProviders>
  );
}

it('still takes a date typed as DD/MM/AAAA when the picker cannot be fetched', async () => {
  const onChange = jest.fn();
  render(<Field onChange={onChange} />);
  const input = screen.getByLabelText('Data');
  expect(input).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  fireEvent.focus(input);
  await new Promise((r) => setTimeout(r, 50));
  fireEvent.change(input, { target: { value: '2512' } });
  expect(input).toHaveValue('25/12');
  // An incomplete date reaches the form as typed, for its rule to refuse.
  expect(onChange).toHaveBeenLastCalledWith('25/12');
  fireEvent.change(input, { target: { value: '25/12/2026' } });
  expect(onChange).toHaveBeenLastCalledWith('2026-12-25');
  fireEvent.blur(input);
  expect(screen.getByLabelText('Data')).toHaveValue('25/12/2026');
  expect(screen.getByLabelText('Data').closest('.ant-picker')).toBeNull();
});

it('Enter in the typed date moves to the next field and submits nothing, as in the picker', async () => {
  const onSubmit = jest.fn();
  render(
    <AppProviders>
      <form aria-label="Formulário" onSubmit={(e) => (e.preventDefault(), onSubmit())}>
        <label htmlFor="data">Data</label>
        <LazyDateField id="data" value={null} onChange={() => undefined} />
        <label htmlFor="obs">Observação</label>
        <input id="obs" />
        <button type="submit">Salvar</button>
      </form>
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Data'));
  await user.keyboard('2512{Enter}');
  expect(screen.getByLabelText('Data')).toHaveFocus();
  await user.keyboard('2026{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Observação')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
