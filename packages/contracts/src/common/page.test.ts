import { z } from 'zod';
import { pageQueryOfSize, pageQuerySchema, reportQueryOf } from './page';
import { queryId, queryText } from './query';

describe('reportQueryOf', () => {
  const list = pageQuerySchema.extend({ name: queryText('Nome', 5), course: queryId('Curso'), size: pageQuerySchema.shape.size.unwrap().default(100) });
  const report = reportQueryOf(list);

  it("keeps the list's filters in their order, then its sort, and no paging", () => {
    expect(Object.keys(report.shape)).toEqual(['name', 'course', 'sort']);
    expect(report.parse({ name: ' Ana ', course: '3', sort: 'name,desc', page: '2', size: '5' })).toEqual({ name: 'Ana', course: 3, sort: 'name,desc' });
  });

  it("refuses what the list refuses, with the list's messages, in the same order", () => {
    const issues = (schema: z.ZodType) => schema.safeParse({ name: 'Joaquim', course: 'x', sort: 'bad sort' }).error?.issues.map((i) => i.message);
    expect(issues(report)).toEqual(['Nome deve ter no máximo 5 caracteres', 'Curso: id inválido', "sort deve ter o formato 'campo,asc' ou 'campo,desc'"]);
    expect(issues(list)).toEqual(expect.arrayContaining(issues(report)!));
  });
});

describe('pageQueryOfSize', () => {
  it('changes only the default page size', () => {
    const query = pageQueryOfSize(100);
    expect(query.parse({})).toEqual({ page: 0, size: 100 });
    expect(query.parse({ size: '7', sort: 'id,asc' })).toEqual({ page: 0, size: 7, sort: 'id,asc' });
    expect(query.safeParse({ size: '101' }).error?.issues.map((i) => i.message)).toEqual(['size deve ser no máximo 100']);
  });
});
