import { z } from 'zod';
import { authorStamp, recordSchema, updateSchemaOf } from './ids';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('recordSchema', () => {
  const course = recordSchema({ name: z.string() });

  it('answers id, the fields, then author and created_at, in that order', () => {
    const parsed = course.parse({ created_at: '2024-01-01T00:00:00Z', author: { id: 2, name: 'Ana' }, name: 'Costura', id: 1, extra: true });
    expect(JSON.stringify(parsed)).toBe('{"id":1,"name":"Costura","author":{"id":2,"name":"Ana"},"created_at":"2024-01-01T00:00:00Z"}');
    expect(Object.keys(course.shape)).toEqual(['id', 'name', ...Object.keys(authorStamp)]);
  });

  it('takes a record whose author is gone (null), not one without an author field', () => {
    expect(course.safeParse({ id: 1, name: 'x', author: null, created_at: 't' }).success).toBe(true);
    expect(course.safeParse({ id: 1, name: 'x', created_at: 't' }).success).toBe(false);
  });
});

describe('updateSchemaOf', () => {
  const create = z.object({ name: z.string({ error: 'Nome é obrigatório' }) });
  const update = updateSchemaOf(create, 'id do curso inválido');

  it('takes the create fields plus the id, and names the id in its one message', () => {
    expect(update.parse({ id: 4, name: 'Costura' })).toEqual({ id: 4, name: 'Costura' });
    for (const id of [undefined, 0, -1, 1.5, '4', 2_147_483_648]) expect(messages(update, { id, name: 'x' })).toEqual(['id: id do curso inválido']);
    expect(messages(update, { id: 4 })).toEqual(['name: Nome é obrigatório']);
  });
});
