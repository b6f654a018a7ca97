import { requiredWelcomedRef } from './refs';

describe('requiredWelcomedRef', () => {
  const messages = (v: unknown) => requiredWelcomedRef.safeParse(v).error?.issues.map((i) => i.message);

  it('reads the person as an id or {id}', () => {
    expect(requiredWelcomedRef.parse(7)).toBe(7);
    expect(requiredWelcomedRef.parse({ id: 7, name: 'Ana' })).toBe(7);
  });

  it("says 'Pessoa é obrigatória' when none is chosen and 'Pessoa inválida' otherwise", () => {
    for (const v of [undefined, null, '']) expect(messages(v)).toEqual(['Pessoa é obrigatória']);
    for (const v of [0, -2, 1.5, 'x']) expect(messages(v)).toEqual(['Pessoa inválida']);
  });
});
