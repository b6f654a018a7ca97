import { z } from 'zod';
import { addressInputShape, addressShape } from './address';

describe('the address block', () => {
  const input = z.object(addressInputShape);

  it("takes every field as optional text ('' is null) and the CEP as its 8 digits", () => {
    expect(input.parse({ cep: '01001-000', address: ' Praça da Sé ', address_city: '' })).toEqual({
      cep: '01001000',
      address: 'Praça da Sé',
      address_complement: null,
      address_district: null,
      address_state: null,
      address_city: null,
    });
  });

  it('names the field and its limit when a value is too long, and refuses a bad CEP', () => {
    const messages = input.safeParse({ cep: '123', address_state: 'x'.repeat(61) }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['CEP deve ter 8 dígitos', 'Estado do endereço deve ter no máximo 60 caracteres']);
  });

  it('answers the same fields, in the same order', () => {
    expect(Object.keys(addressShape)).toEqual(Object.keys(addressInputShape));
  });
});
