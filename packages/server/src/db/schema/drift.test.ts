import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/helpers';
import { migrate, withStartupLock } from '../migrate';
import * as schema from './index';

jest.setTimeout(120_000);

/** Tables of the public schema that have no drizzle table, each for a reason. */
const TABLES_WITHOUT_DRIZZLE: Readonly<Record<string, string>> = {
  schema_migrations: 'migration bookkeeping, written by migrate.ts before any drizzle table exists',
};

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
  is_generated: 'ALWAYS' | 'NEVER';
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  column_default: string | null;
}

/** Type names that information_schema spells differently from drizzle (udt names of array elements included). */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'character varying': 'varchar',
  character: 'char',
  bpchar: 'char',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};
const alias = (name: string) => TYPE_ALIASES[name] ?? name;
/** PostgreSQL's precision of a time type declared without one. */
const DEFAULT_TIME_PRECISION = 6;
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'timetz', 'time']);

/**
 * Drizzle's getSQLType() in one canonical spelling: `varchar(120)`, `numeric(12,2)`,
 * `timestamptz(6)`, `integer[]`. An array's element loses its length: PostgreSQL keeps none for it.
 */
function canonicalDrizzleType(sqlType: string): string {
  const text = sqlType.trim().toLowerCase().replace(/\s+/g, ' ');
  const array = /^(.*?)((?:\[\d*\])+)$/.exec(text);
  if (array) return `${canonicalDrizzleType(array[1]!).replace(/\(.*\)$/, '')}${'[]'.repeat(array[2]!.split('[').length - 1)}`;
  const time = /^(timestamp|time)(?: ?\((\d+)\))?( with time zone| without time zone)?$/.exec(text);
  if (time) {
    const base = alias(`${time[1]}${time[3] ?? ' without time zone'}`);
    return `${base}(${time[2] ?? DEFAULT_TIME_PRECISION})`;
  }
  const sized = /^([a-z ]+?) ?\(([\d ,]+)\)$/.exec(text);
  if (sized) return `${alias(sized[1]!)}(${sized[2]!.replace(/ /g, '')})`;
  return alias(text);
}

/** The same canonical spelling from a row of information_schema.columns. */
function canonicalDatabaseType(column: Pick<DbColumn, 'data_type' | 'udt_name' | 'character_maximum_length' | 'numeric_precision' | 'numeric_scale' | 'datetime_precision'>): string {
  const type = alias(column.data_type);
  if (type === 'ARRAY') return `${alias(column.udt_name.replace(/^_/, ''))}[]`;
  if (type === 'USER-DEFINED') return column.udt_name; // enums, extension types: drizzle names them by their name
  if (type === 'varchar' || type === 'char') return column.character_maximum_length === null ? type : `${type}(${column.character_maximum_length})`;
  if (type === 'numeric') return column.numeric_precision === null ? type : `numeric(${column.numeric_precision},${column.numeric_scale ?? 0})`;
  if (TIME_TYPES.has(type)) return `${type}(${column.datetime_precision ?? DEFAULT_TIME_PRECISION})`;
  return type;
}

interface DrizzleTable {
  exportName: string;
  name: string;
  columns: PgColumn[];
}

const drizzleTables: DrizzleTable[] = Object.entries(schema as Record<string, unknown>)
  .filter((entry): entry is [string, PgTable] => is(entry[1], PgTable))
  .map(([exportName, table]) => {
    const config = getTableConfig(table);
    if (config.schema && config.schema !== 'public') throw new Error(`${exportName}: the drift test knows only the public schema`);
    return { exportName, name: config.name, columns: config.columns };
  });

/** What drizzle says of a column, in the words of the database; the differences, one sentence each. */
function columnDrift(table: string, column: PgColumn, db: DbColumn): string[] {
  const where = `${table}.${column.name}`;
  const drift: string[] = [];
  const drizzleType = canonicalDrizzleType(column.getSQLType());
  const databaseType = canonicalDatabaseType(db);
  if (drizzleType !== databaseType) drift.push(`${where}: drizzle says type ${column.getSQLType()}, the database has ${databaseType}`);
  const dbNotNull = db.is_nullable === 'NO';
  if (column.notNull !== dbNotNull) drift.push(`${where}: drizzle says ${column.notNull ? 'NOT NULL' : 'nullable'}, the database has ${dbNotNull ? 'NOT NULL' : 'nullable'}`);
  const generated = column.generated !== undefined;
  if (generated !== (db.is_generated === 'ALWAYS')) drift.push(`${where}: drizzle says ${generated ? '' : 'not '}generated, the database has it ${db.is_generated === 'ALWAYS' ? '' : 'not '}generated`);
  const identity = column.generatedIdentity?.type === 'always' ? 'ALWAYS' : column.generatedIdentity ? 'BY DEFAULT' : null;
  const dbIdentity = db.is_identity === 'YES' ? db.identity_generation : null;
  if (identity !== dbIdentity) drift.push(`${where}: drizzle says identity ${identity ?? 'none'}, the database has ${dbIdentity ?? 'none'}`);
  // A default drizzle counts on (the insert leaves the column out) must exist in the database, and the other way round.
  const drizzleDefault = column.hasDefault && column.defaultFn === undefined && column.onUpdateFn === undefined; // serial included, client-side defaults not
  const dbDefault = db.column_default !== null;
  if (drizzleDefault !== dbDefault && !identity && !generated) {
    drift.push(`${where}: drizzle says ${drizzleDefault ? 'a default' : 'no default'}, the database has ${dbDefault ? `default ${db.column_default}` : 'none'}`);
  }
  return drift;
}

describe('canonical type spellings', () => {
  it('reads drizzle and information_schema alike', () => {
    expect(canonicalDrizzleType('varchar(120)')).toBe(canonicalDatabaseType({ data_type: 'character varying', udt_name: 'varchar', character_maximum_length: 120, numeric_precision: null, numeric_scale: null, datetime_precision: null }));
    expect(canonicalDrizzleType('numeric(12, 2)')).toBe('numeric(12,2)');
    expect(canonicalDrizzleType('timestamp with time zone')).toBe('timestamptz(6)');
    expect(canonicalDrizzleType('timestamp (3) with time zone')).toBe('timestamptz(3)');
    expect(canonicalDrizzleType('varchar(40)[]')).toBe('varchar[]');
    expect(canonicalDrizzleType('serial')).toBe('integer');
    expect(canonicalDatabaseType({ data_type: 'ARRAY', udt_name: '_int4', character_maximum_length: null, numeric_precision: null, numeric_scale: null, datetime_precision: null })).toBe('integer[]');
    expect(canonicalDatabaseType({ data_type: 'ARRAY', udt_name: '_timestamptz', character_maximum_length: null, numeric_precision: null, numeric_scale: null, datetime_precision: 6 })).toBe('timestamptz[]');
    expect(canonicalDatabaseType({ data_type: 'USER-DEFINED', udt_name: 'complaint_status', character_maximum_length: null, numeric_precision: null, numeric_scale: null, datetime_precision: null })).toBe('complaint_status');
    expect(canonicalDrizzleType('varchar(120)')).not.toBe(canonicalDrizzleType('varchar(60)'));
  });
});

describe.each(testDatabases())('the drizzle schema against the migrated database on %s', (engine) => {
  let database: TestDatabase;
  let tables: string[];
  let columns: Map<string, Map<string, DbColumn>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await withStartupLock(database.handle, migrate);
    const found = await database.handle.withConnection(async (conn) => ({
      tables: await conn.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      ),
      columns: await conn.query<DbColumn>(
        `SELECT table_name, column_name, data_type, udt_name, is_nullable, character_maximum_length, numeric_precision, numeric_scale,
                datetime_precision, is_generated, is_identity, identity_generation, column_default
           FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      ),
    }));
    tables = found.tables.map((t) => t.table_name);
    columns = new Map();
    for (const c of found.columns) {
      if (!columns.has(c.table_name)) columns.set(c.table_name, new Map());
      columns.get(c.table_name)!.set(c.column_name, c);
    }
  });
  afterAll(() => database.drop());

  it('has a drizzle table, exported by db/schema, for every table of the public schema', () => {
    const declared = new Set(drizzleTables.map((t) => t.name));
    const missing = tables.filter((t) => !declared.has(t) && !(t in TABLES_WITHOUT_DRIZZLE));
    expect(missing.map((t) => `${t}: a table of the migrations with no drizzle table in db/schema`)).toEqual([]);
    // An exception that no longer exists is dropped from the list.
    expect(Object.keys(TABLES_WITHOUT_DRIZZLE).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('has every drizzle table in the database, once', () => {
    const names = drizzleTables.map((t) => t.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${n}: declared twice in db/schema`)).toEqual([]);
    expect(drizzleTables.filter((t) => !tables.includes(t.name)).map((t) => `${t.name} (${t.exportName}): a drizzle table that no migration creates`)).toEqual([]);
  });

  it('has the columns drizzle declares, with their types, nullability, generation and defaults, and no other', () => {
    const drift: string[] = [];
    for (const table of drizzleTables) {
      const dbColumns = columns.get(table.name);
      if (!dbColumns) continue; // reported by the test above
      const declared = new Set(table.columns.map((c) => c.name));
      for (const column of table.columns) {
        const db = dbColumns.get(column.name);
        if (!db) drift.push(`${table.name}.${column.name}: a drizzle column (${table.exportName}) that the database does not have`);
        else drift.push(...columnDrift(table.name, column, db));
      }
      for (const name of dbColumns.keys()) if (!declared.has(name)) drift.push(`${table.name}.${name}: a database column that drizzle (${table.exportName}) does not declare`);
    }
    expect(drift).toEqual([]);
  });
});
