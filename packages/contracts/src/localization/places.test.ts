import { cnaeQuerySchema } from './cnae';
import { cepQuerySchema } from './cep';
import { citiesQuerySchema, countriesQuerySchema } from './places';

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
