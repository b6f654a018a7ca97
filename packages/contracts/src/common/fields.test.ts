import { z } from 'zod';
import { welcomedCreateSchema } from '../acolhimento/welcomed';
import { welcomedFilterSchema } from '../acolhimento/welcomed-filter';
import { userCreateSchema } from '../auth/users';
import { complaintCreateSchema } from '../denuncias/complaints';
import { indicatorListQuerySchema } from '../denuncias/indicators';
import { isoDateBetween, oneOf, optionalEmail, requiredText, savedMessages, today, UPDATED_MESSAGE } from './fields';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
/** The messages about `field` when only that field of `schema` is looked at. */
const fieldMessages = (schema: z.ZodObject, field: string, value: unknown) =>
  (schema.safeParse({ [field]: value }).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('isoDateBetween', () => {
  const closing = isoDateBetween('Previsão de encerramento', { min: '2000-01-01' });
  const birth = isoDateBetween('Data de nascimento', { max: 'today' });

  it('accepts a date inside the range, the bounds included', () => {
    for (const d of ['2000-01-01', '2030-01-31', '2100-12-31']) expect(closing.safeParse(d).success).toBe(true);
    for (const d of ['1900-01-01', today()]) expect(birth.safeParse(d).success).toBe(true);
  });

  it('refuses a date outside it with one Portuguese message naming the field and the limit', () => {
    expect(messages(closing, '1899-12-31')).toEqual(['Previsão de encerramento não pode ser anterior a 01/01/2000']);
    expect(messages(closing, '2101-01-01')).toEqual(['Previsão de encerramento não pode ser posterior a 31/12/2100']);
    expect(messages(birth, '1899-06-15')).toEqual(['Data de nascimento não pode ser anterior a 01/01/1900']);
    expect(messages(birth, '2999-01-01')).toEqual(['Data de nascimento não pode estar no futuro']);
  });

  it('says a missing date is required', () => {
    for (const d of ['', undefined, null]) expect(messages(closing, d)).toEqual(['Previsão de encerramento é obrigatória']);
  });

  it('refuses what is not a calendar date with only the format message', () => {
    for (const d of ['abc', '2020-02-30', '15/06/1990', '+02020-01-01', 20200101]) {
      expect(messages(closing, d)).toEqual(['Previsão de encerramento inválida (use AAAA-MM-DD)']);
    }
  });
});

describe('every date the API takes has a sane range', () => {
  it.each([
    ['the closing forecast of a complaint', complaintCreateSchema as unknown as z.ZodObject, 'estabelecimento_encerramento', '1899-12-31', '2031-05-01'],
    ["a user's birthdate", userCreateSchema, 'birthdate', '1899-12-31', '1980-05-01'],
    ["a welcomed person's birthdate", welcomedCreateSchema, 'birthdate', '1899-12-31', '1980-05-01'],
    ['the indicators list filter', indicatorListQuerySchema, 'data_ini', '1899-12-31', '2024-01-01'],
    ['the welcomed list filter', welcomedFilterSchema, 'date_end', '2101-01-01', '2024-01-01'],
  ])('%s', (_name, schema, field, outside, inside) => {
    expect(fieldMessages(schema, field, outside)).toHaveLength(1);
    expect(fieldMessages(schema, field, outside)[0]).toMatch(/não pode ser (anterior|posterior) a \d\d\/\d\d\/\d{4}$/);
    expect(fieldMessages(schema, field, inside)).toEqual([]);
  });
});

describe('requiredText', () => {
  it('trims, and names the field in every refusal', () => {
    const name = requiredText('Nome', 5);
    expect(name.parse('  Ana  ')).toBe('Ana');
    for (const v of [undefined, null, 7, '', '   ']) expect(messages(name, v)).toEqual(['Nome é obrigatório']);
    expect(messages(name, 'Joaquim')).toEqual(['Nome deve ter no máximo 5 caracteres']);
  });

  it('says how short a text may be when the minimum is above 1, and speaks of a feminine noun', () => {
    const title = requiredText('Título', 100, { min: 2 });
    expect(messages(title, 'a')).toEqual(['Título deve ter ao menos 2 caracteres']);
    expect(messages(title, undefined)).toEqual(['Título é obrigatório']);
    const category = requiredText('Categoria do indicador', 120, { feminine: true });
    expect(messages(category, '')).toEqual(['Categoria do indicador é obrigatória']);
    expect(messages(requiredText('Texto', 10_000), 'x'.repeat(10_001))).toEqual(['Texto deve ter no máximo 10000 caracteres']);
  });
});

describe('optionalEmail', () => {
  it("takes '', null and absent as null, and refuses what is not an address", () => {
    const email = optionalEmail(20);
    for (const v of ['', null, undefined]) expect(email.parse(v)).toBeNull();
    expect(email.parse(' a@b.cd ')).toBe('a@b.cd');
    expect(messages(email, 'a@b')).toEqual(['E-mail inválido']);
    expect(messages(email, 7)).toEqual(['E-mail deve ser um texto']);
    expect(messages(email, `${'a'.repeat(20)}@b.cd`)).toEqual(['E-mail deve ter no máximo 20 caracteres']);
  });
});

describe('oneOf', () => {
  it('takes one of the values and names them all in its refusal', () => {
    const status = oneOf('Situação da vaga', ['Aberta', 'Preenchida', 'Cancelada'] as const);
    expect(status.parse('Aberta')).toBe('Aberta');
    for (const v of ['aberta', undefined, 3]) expect(messages(status, v)).toEqual(['Situação da vaga deve ser Aberta, Preenchida, Cancelada']);
  });
});

describe('savedMessages', () => {
  it("gives an entity's create title and the one update title", () => {
    expect(savedMessages('Vaga Cadastrada!')).toEqual({ CREATED: 'Vaga Cadastrada!', UPDATED: 'Dados atualizados!' });
    expect(UPDATED_MESSAGE).toBe('Dados atualizados!');
  });
});
