import { fireEvent, render, screen } from '@testing-library/react';
import { StatefulField } from '../test';
import { formatMoney, MoneyInput, parseMoney } from './money-input';

describe('parseMoney', () => {
  it.each([
    ['24.000', 24000],
    ['24.000,00', 24000],
    ['1.234.567,89', 1234567.89],
    ['R$ 1.500,00', 1500],
    ['45.300,50', 45300.5],
    ['45300,50', 45300.5],
    ['45300.50', 45300.5],
    ['1500', 1500],
    ['0,5', 0.5],
    ['', null],
    ['R$', null],
  ])('%s → %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it('formats as pt-BR with cents', () => {
    expect(formatMoney(24000)).toBe('24.000,00');
    expect(formatMoney(undefined)).toBe('');
  });
});

function Field({ onChange }: { onChange: (v: number | null) => void }) {
  return (
    <StatefulField<number | null> id="valor" label="Valor" initial={null} onChange={onChange}>
      {(value, change) => <MoneyInput id="valor" min={0} value={value} onChange={change} />}
    </StatefulField>
  );
}

describe('MoneyInput', () => {
  it('takes 24.000 as twenty-four thousand reais and shows it as 24.000,00 once left', () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Valor');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '24.000' } });
    expect(onChange).toHaveBeenLastCalledWith(24000);
    fireEvent.blur(input);
    expect(input).toHaveValue('24.000,00');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'R$ 1.234,56' } });
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
  });
});
