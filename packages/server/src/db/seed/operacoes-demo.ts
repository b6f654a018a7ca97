import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client';
import type * as schema from '../schema';

/**
 * The embedded demo's inspection teams and operations (npm start, no DATABASE_URL): two active teams
 * with their colours and members, and two operations of the current month in Pará, so the calendar
 * shows something on the first visit. Written once, on a database with no team yet; no complaint is
 * included (the demo has none; the public files them through /denunciar).
 */
export async function seedOperacoesDemo(db: Database): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM teams`);
  if (Number(existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const team = async (nome: string, cor: string, membros: string[]) => {
      const [row] = await queryRows<Pick<typeof schema.teams.$inferSelect, 'id'>>(tx, sql`INSERT INTO teams (nome, cor) VALUES (${nome}, ${cor}) RETURNING id`);
      for (const m of membros) await tx.execute(sql`INSERT INTO team_members (team_id, nome) VALUES (${row!.id}, ${m})`);
      return row!.id;
    };
    const norte = await team('Equipe Norte', '#1e90ff', ['Ana Souza (coordenadora)', 'Carlos Lima', 'Davi Rocha']);
    const sul = await team('Equipe Sul', '#e4572e', ['Beatriz Nunes (coordenadora)', 'Eduardo Pires']);
    const operation = async (teamId: number, fromDay: number, days: number, status: string, cities: string[]) => {
      const [row] = await queryRows<Pick<typeof schema.operations.$inferSelect, 'id'>>(
        tx,
        sql`INSERT INTO operations (team_id, data_ini, data_fim, status)
            VALUES (${teamId}, date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')::date + ${fromDay}::int,
                    date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')::date + ${fromDay + days - 1}::int, ${status}) RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO operation_cities (operation_id, city_id)
        SELECT ${row!.id}, c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = 'PA' AND c.nome IN (${sql.join(
          cities.map((c) => sql`${c}`),
          sql`, `,
        )})`);
    };
    await operation(norte, 4, 3, 'Programada', ['Marabá', 'Parauapebas']);
    await operation(sul, 14, 5, 'Em andamento', ['Belém', 'Altamira']);
  });
}
