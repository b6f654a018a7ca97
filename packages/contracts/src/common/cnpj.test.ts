import { formatCnpj, isValidCnpj, isValidCpfOrCnpj } from './cnpj';

describe('the CNPJ rule', () => {
  it('accepts CNPJs with right check digits, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, repeated digits and other characters', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11a222333000181')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('masks what there is of the digits', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11222')).toBe('11.222');
  });

  it('tells a CPF from a CNPJ by the number of digits', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfOrCnpj('123')).toBe(false);
  });
});
