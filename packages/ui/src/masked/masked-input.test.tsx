import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AgeInput } from './age-input';
import { CpfInput } from './cpf-input';
import { applyMask } from './masked-input';

describe('applyMask', () => {
  it('puts the digits into the mask as far as they go, dropping everything else', () => {
    expect(applyMask('999.999.999-99', '')).toBe('');
    expect(applyMask('999.999.999-99', '529')).toBe('529');
    expect(applyMask('999.999.999-99', '5299')).toBe('529.9');
    expect(applyMask('999.999.999-99', 'ab529.982.247-25xyz99')).toBe('529.982.247-25');
    expect(applyMask('99999-999', '01001000')).toBe('01001-000');
  });
});

function Cpf() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="cpf">CPF</label>
      <CpfInput id="cpf" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CpfInput', () => {
  it('masks 999.999.999-99 while typing, digits only, at most 11', () => {
    render(<Cpf />);
    const input = screen.getByLabelText('CPF');
    fireEvent.change(input, { target: { value: '5299822' } });
    expect(input).toHaveValue('529.982.2');
    fireEvent.change(input, { target: { value: '529.982.2a47-25999' } });
    expect(input).toHaveValue('529.982.247-25');
    expect(screen.getByTestId('value')).toHaveTextContent('529.982.247-25');
    expect(input).toHaveAttribute('maxlength', '14');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('AgeInput', () => {
  it('takes whole years of 0 or more', () => {
    const onChange = jest.fn();
    render(
      <>
        <label htmlFor="idade">Idade mínima</label>
        <AgeInput id="idade" onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('Idade mínima');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    fireEvent.change(input, { target: { value: '35' } });
    expect(onChange).toHaveBeenLastCalledWith(35);
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalledWith(-3);
  });
});
