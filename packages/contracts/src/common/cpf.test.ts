import { formatCep } from './cep';
import { cpfSchema, formatCpf, isValidCpf, onlyDigits, optionalCpfSchema } from './cpf';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '  390.533.447-05 '])('accepts %s (right check digits)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['repeated digits', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['letters among the digits', '529a982b247c25'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('accepts a CPF whose check digits come out as 0 (rest 10 or 11)', () => {
    // 123.456.789-09: the first check digit is 0.
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });
});

describe('cpfSchema', () => {
  it('parses masked or digits into the 11 digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.parse('52998224725')).toBe('52998224725');
  });
  it("rejects invalid CPFs with 'CPF inválido'", () => {
    for (const bad of ['111.111.111-11', '529.982.247-26', '123', 123]) {
      const result = cpfSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('CPF inválido');
    }
  });
});

describe('masks', () => {
  it('formats a CPF as the user types', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });
  it('formats a CEP and keeps digits', () => {
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('0100')).toBe('0100');
    expect(onlyDigits('01001-000')).toBe('01001000');
  });
});


describe('optionalCpfSchema', () => {
  it("takes '', null and absent as null and checks anything else with the same rule", () => {
    expect(optionalCpfSchema.parse('')).toBeNull();
    expect(optionalCpfSchema.parse(null)).toBeNull();
    expect(optionalCpfSchema.parse(undefined)).toBeNull();
    expect(optionalCpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(optionalCpfSchema.safeParse('529.982.247-26').error?.issues[0]?.message).toBe('CPF inválido');
  });
});
