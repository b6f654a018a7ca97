import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AppProviders } from '../providers';
import { DateField } from './date-field';
import { LazyDateField } from './lazy-date-field';

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(30_000);

const today = dayjs().format('YYYY-MM-DD');

/** A dialog's date pre-filled with today, as the LGPD request's; `lazy`: the stand-in and picker of every form. */
function Dialog({ lazy = false }: { lazy?: boolean }) {
  const [date, setDate] = useState<string | null>(today);
  const Field = lazy ? LazyDateField : DateField;
  return (
    <AppProviders>
      <div role="dialog" aria-label="Pedido LGPD">
        <label htmlFor="data">Data do pedido</label>
        <Field id="data" value={date} onChange={setDate} />
        <label htmlFor="obs">Observação</label>
        <input id="obs" />
        <output data-testid="valor">{date ?? 'vazio'}</output>
      </div>
    </AppProviders>
  );
}

describe('typing into a filled date field', () => {
  // First: the picker's code is not here yet, the stand-in is what the person clicks.
  it('selects the date when the stand-in gives way to the picker, so typing replaces it', async () => {
    render(<Dialog lazy />);
    const standIn = screen.getByLabelText('Data do pedido') as HTMLInputElement;
    expect(standIn.closest('.ant-picker')).toBeNull();
    fireEvent.pointerDown(standIn);
    fireEvent.focus(standIn);
    expect([standIn.selectionStart, standIn.selectionEnd]).toEqual([0, 10]);
    await waitFor(() => expect(screen.getByLabelText('Data do pedido').closest('.ant-picker')).not.toBeNull());
    const picker = screen.getByLabelText('Data do pedido') as HTMLInputElement;
    expect(picker).toHaveFocus();
    expect([picker.selectionStart, picker.selectionEnd]).toEqual([0, 10]);
    await userEvent.setup().keyboard('01/11/2026');
    expect(picker).toHaveValue('01/11/2026');
  });

  it.each([false, true])('replaces the date shown instead of adding to it (lazy: %s)', async (lazy) => {
    const user = userEvent.setup();
    render(<Dialog lazy={lazy} />);
    await user.click(screen.getByLabelText('Data do pedido'));
    // the lazy stand-in gives way to the picker, which keeps the focus
    await waitFor(() => expect(screen.getByLabelText('Data do pedido').closest('.ant-picker')).not.toBeNull());
    const field = screen.getByLabelText('Data do pedido') as HTMLInputElement;
    await waitFor(() => expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]));
    await user.keyboard('25/11/2025');
    expect(field).toHaveValue('25/11/2025');
    await user.click(screen.getByLabelText('Observação'));
    await waitFor(() => expect(screen.getByTestId('valor')).toHaveTextContent('2025-11-25'));
  });

  it.each([false, true])('never turns a text that is no date into another date: the form gets the text and the field shows it as wrong (lazy: %s)', async (lazy) => {
    const user = userEvent.setup();
    render(<Dialog lazy={lazy} />);
    await user.click(screen.getByLabelText('Data do pedido'));
    await waitFor(() => expect(screen.getByLabelText('Data do pedido').closest('.ant-picker')).not.toBeNull());
    const field = screen.getByLabelText('Data do pedido') as HTMLInputElement;
    // the caret put at the end on purpose, as a second click would: the text grows
    field.setSelectionRange(10, 10);
    await user.keyboard('25/11/2026');
    await user.click(screen.getByLabelText('Observação'));
    await waitFor(() => expect(screen.getByTestId('valor')).toHaveTextContent(`${dayjs().format('DD/MM/YYYY')}25/11/2026`));
    expect(screen.getByTestId('valor')).not.toHaveTextContent(new RegExp(`^${today}$`));
    const shown = screen.getByLabelText('Data do pedido');
    if (lazy) expect(shown).toHaveValue(`${dayjs().format('DD/MM/YYYY')}25/11/2026`);
    expect(shown.closest('.ant-picker-status-error, .ant-input-affix-wrapper-status-error, .ant-input-status-error')).not.toBeNull();
  });
});
