import { cepQuerySchema, citiesQuerySchema, cnaeQuerySchema, countriesQuerySchema, cpfSchema, formatCep, formatCpf, isValidCpf, onlyDigits } from './localization';

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

describe('query schemas', () => {
  it('requires exactly 8 digits in a CEP, accepting the mask', () => {
    expect(cepQuerySchema.parse({ cep: '01001-000' }).cep).toBe('01001000');
    for (const cep of ['0100100', '010010001', '', 'abcdefgh']) {
      expect(cepQuerySchema.safeParse({ cep }).error?.issues[0]?.message).toBe('CEP deve ter 8 dígitos');
    }
  });
  it('upper-cases uf and refuses what is not two letters', () => {
    expect(citiesQuerySchema.parse({ uf: 'sp' })).toEqual({ uf: 'SP', nome: '' });
    expect(citiesQuerySchema.safeParse({ uf: "S'" }).success).toBe(false);
    expect(citiesQuerySchema.safeParse({}).success).toBe(false);
  });
  it('accepts real names (apostrophes, hyphens, accents) and refuses SQL-looking text', () => {
    expect(citiesQuerySchema.parse({ uf: 'SP', nome: "Santa Bárbara d'Oeste" }).nome).toBe("Santa Bárbara d'Oeste");
    expect(countriesQuerySchema.parse({ nome: 'Guiné-Bissau' }).nome).toBe('Guiné-Bissau');
    expect(countriesQuerySchema.safeParse({ nome: "%' OR 1=1" }).success).toBe(false);
    expect(cnaeQuerySchema.parse({ name: 'cultivo de café, exceto' }).name).toBe('cultivo de café, exceto');
    expect(cnaeQuerySchema.safeParse({ name: "x'; DROP TABLE cnae; --" }).success).toBe(true);
    expect(cnaeQuerySchema.safeParse({ name: "%' OR 1=1" }).success).toBe(false);
  });
});
