import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StatefulField } from '../test';
import { LazyDateField } from './lazy-date-field';
import { brToIso, isoToBr } from './date-text';

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(20_000);

function Field({ initial = null, onChange, min }: { initial?: string | null; onChange?: (v: string | null) => void; min?: string }) {
  return (
    <StatefulField<string | null> id="data" label="Data" initial={initial} onChange={onChange}>
      {(value, change) => (
        <>
          <LazyDateField id="data" value={value} min={min} onChange={change} />
          <output data-testid="valor">{value ?? 'vazio'}</output>
        </>
      )}
    </StatefulField>
  );
}

describe('date text', () => {
  it('reads and writes DD/MM/AAAA, refusing impossible days', () => {
    expect(isoToBr('2026-12-25')).toBe('25/12/2026');
    expect(isoToBr('2026-02-31')).toBe('');
    expect(brToIso('25/12/2026')).toBe('2026-12-25');
    expect(brToIso('29/02/2028')).toBe('2028-02-29');
    expect(brToIso('29/02/2027')).toBeNull();
    expect(brToIso('12/25/2026')).toBeNull();
    expect(brToIso('25/12/26')).toBeNull();
  });
});

// In this order: the first test fetches the picker's code, which the module then keeps.
describe('LazyDateField', () => {
  it('shows DD/MM/AAAA, becomes the antd picker when tapped, opens its Portuguese calendar, picks YYYY-MM-DD and refuses days before the minimum', async () => {
    const onChange = jest.fn();
    render(<Field initial="2026-12-10" min="2026-12-05" onChange={onChange} />);
    const input = screen.getByLabelText('Data');
    expect(input).toHaveValue('10/12/2026');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(input).not.toHaveAttribute('type', 'date');
    expect(input.closest('.ant-picker')).toBeNull();

    fireEvent.pointerDown(input);
    fireEvent.focus(input);
    // The picker takes the stand-in's place, keeps the focus and opens its calendar.
    expect(await screen.findByText('Dez')).toBeInTheDocument();
    const picker = screen.getByLabelText('Data');
    expect(picker.closest('.ant-picker')).not.toBeNull();
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('10/12/2026');
    expect(picker).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(screen.getByText('Seg')).toBeInTheDocument();
    expect(screen.getByText('Hoje')).toBeInTheDocument();
    // Screen readers hear no English icon names.
    expect(document.querySelector('[role="img"]:not([aria-hidden="true"])')).toBeNull();

    const cell = (iso: string) => document.querySelector(`td[title="${iso}"]`)!;
    expect(cell('2026-12-04')).toHaveClass('ant-picker-cell-disabled');
    fireEvent.click(cell('2026-12-24').querySelector('.ant-picker-cell-inner')!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-12-24'));
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-12-24');
    expect(screen.getByLabelText('Data')).toHaveValue('24/12/2026');
  });

  it('once fetched, a field is the picker from the start', () => {
    render(<Field initial="2026-12-25" />);
    const picker = screen.getByLabelText('Data');
    expect(picker.closest('.ant-picker')).not.toBeNull();
    expect(picker).toHaveValue('25/12/2026');
  });

  it('hands a day typed before the minimum to the form on leaving the field or on Enter (the form rule refuses it), instead of dropping it', async () => {
    const onChange = jest.fn();
    render(<Field initial="2026-11-27" min="2026-11-01" onChange={onChange} />);
    const picker = screen.getByLabelText('Data');
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '20/10/2026' } });
    fireEvent.blur(picker);
    await waitFor(() => expect(screen.getByTestId('valor')).toHaveTextContent('2026-10-20'));
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '15/10/2026' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-10-15'));
  });
});
