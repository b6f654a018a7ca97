import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { prepareDatabase } from '../../db/seed';
import { parseCnaeCsv, subclassDigits } from './cnae-import';
import { upsertCnae } from './repository';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('parseCnaeCsv', () => {
  it('reads the Receita Federal file: no header, quoted, `;`, Latin-1, 7-digit codes', () => {
    const file = latin1('"0111301";"Cultivo de arroz"\n"0210108";"Produção de carvão vegetal - florestas plantadas"\n');
    expect(parseCnaeCsv(file)).toEqual({
      rows: [
        { digits: '0111301', description: 'Cultivo de arroz' },
        { digits: '0210108', description: 'Produção de carvão vegetal - florestas plantadas' },
      ],
      skipped: 0,
    });
  });

  it('reads the CONCLA detailed structure: header, masked codes, only the subclass lines', () => {
    const file = latin1(
      [
        'Seção;Divisão;Grupo;Classe;Subclasse;Denominação',
        'A;;;;;AGRICULTURA, PECUÁRIA, PRODUÇÃO FLORESTAL, PESCA E AQÜICULTURA',
        ';01;;;;AGRICULTURA, PECUÁRIA E SERVIÇOS RELACIONADOS',
        ';;01.1;;;PRODUÇÃO DE LAVOURAS TEMPORÁRIAS',
        ';;;01.11-3;;Cultivo de cereais',
        ';;;;0111-3/01;Cultivo de arroz',
        ';;;;0111-3/02;Cultivo de milho',
        '',
      ].join('\r\n'),
    );
    const { rows, skipped } = parseCnaeCsv(file);
    expect(rows).toEqual([
      { digits: '0111301', description: 'Cultivo de arroz' },
      { digits: '0111302', description: 'Cultivo de milho' },
    ]);
    expect(skipped).toBe(5);
  });

  it('reads UTF-8 (with BOM) and comma-separated files too', () => {
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('codigo,descricao\n5611-2/01,"Restaurantes e similares"\n9700-5/00,Serviços domésticos\n')]);
    expect(parseCnaeCsv(file).rows).toEqual([
      { digits: '5611201', description: 'Restaurantes e similares' },
      { digits: '9700500', description: 'Serviços domésticos' },
    ]);
  });

  it('recognises only subclass codes', () => {
    expect(subclassDigits('0111-3/01')).toBe('0111301');
    expect(subclassDigits('01.11-3-01')).toBe('0111301');
    expect(subclassDigits('0111301')).toBe('0111301');
    for (const cell of ['01.11-3', '011130', '01113011', 'A', '', '0111-3/0x']) expect(subclassDigits(cell)).toBeNull();
  });
});

describe('upsertCnae (the import command) on pglite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await prepareDatabase(database.handle);
  });
  afterAll(() => database.drop());

  it('updates known subclasses and adds new ones, keeping the rest', async () => {
    const before = await queryRows<{ n: number }>(database.handle.db, sql`SELECT count(*)::int AS n FROM cnae`);
    const { rows } = parseCnaeCsv(latin1('"0111301";"Cultivo de arroz"\n"9999901";"Atividade de teste"\n'));
    expect(await upsertCnae(database.handle.db, rows)).toBe(2);
    const after = await queryRows<{ n: number }>(database.handle.db, sql`SELECT count(*)::int AS n FROM cnae`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const changed = await queryRows(database.handle.db, sql`SELECT * FROM cnae WHERE cod_digits IN ('0111301', '9999901') ORDER BY 1`);
    expect(changed).toEqual([
      { cod_subclasse: '0111-3/01', desc_subclasse: 'Cultivo de arroz', cod_digits: '0111301' },
      { cod_subclasse: '9999-9/01', desc_subclasse: 'Atividade de teste', cod_digits: '9999901' },
    ]);
  });
});
