import { sql } from 'drizzle-orm';
import { queryRows, withTransaction, type Database, type Transaction } from '../client';
import type * as schema from '../schema';
import { random } from './demo-random';

/*
 * The embedded demo's shelter (npm start, no DATABASE_URL): people who arrived over the last year,
 * their stays (some still housed), referrals of several types, monitoring visits with who lives with
 * them, employers with vacancies and referred people (some hired), courses with participants, a few
 * volunteers, and each person's history. Written once, on a database with no person yet; always the
 * same people and the same path, dated back from the day of the first start.
 */

/** Check digits of a CPF (11) or CNPJ (14) from its first digits. */
function withCheckDigits(base: string, weights: (position: number, length: number) => number): string {
  let digits = base;
  for (let round = 0; round < 2; round++) {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights(i, digits.length), 0);
    const rest = sum % 11;
    digits += rest < 2 ? '0' : String(11 - rest);
  }
  return digits;
}
const cpf = (nine: string) => withCheckDigits(nine, (i, len) => len + 1 - i);
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpj = (twelve: string) => withCheckDigits(twelve, (i, len) => CNPJ_WEIGHTS[i + (13 - len)]!);

type Person = {
  name: string;
  gender: 'Masculino' | 'Feminino';
  country: string;
  civil: string;
  scholarity: string;
  foreignState?: string;
  foreignCity?: string;
};

const SCHOLARITY = ['Ensino Fundamental Incomplento', 'Ensino Fundamental Completo', 'Ensino Médio Incompleto', 'Ensino Médio Completo', 'Ensino Superior Incompleto', 'Ensino Superior Completo'];

const PEOPLE: Person[] = [
  { name: 'María Fernanda Rojas', gender: 'Feminino', country: 'VE', civil: 'Casado', scholarity: SCHOLARITY[3]!, foreignState: 'Bolívar', foreignCity: 'Ciudad Guayana' },
  { name: 'José Gregorio Pérez', gender: 'Masculino', country: 'VE', civil: 'Casado', scholarity: SCHOLARITY[1]!, foreignState: 'Bolívar', foreignCity: 'Ciudad Guayana' },
  { name: 'Yoselin Carolina Díaz', gender: 'Feminino', country: 'VE', civil: 'Solteiro', scholarity: SCHOLARITY[4]!, foreignState: 'Zulia', foreignCity: 'Maracaibo' },
  { name: 'Luis Alberto Mendoza', gender: 'Masculino', country: 'VE', civil: 'Amasiado', scholarity: SCHOLARITY[2]!, foreignState: 'Monagas', foreignCity: 'Maturín' },
  { name: 'Daniela Alejandra Suárez', gender: 'Feminino', country: 'VE', civil: 'Solteiro', scholarity: SCHOLARITY[5]!, foreignState: 'Carabobo', foreignCity: 'Valencia' },
  { name: 'Carlos Eduardo Marcano', gender: 'Masculino', country: 'VE', civil: 'Divorciado', scholarity: SCHOLARITY[3]!, foreignState: 'Anzoátegui', foreignCity: 'Barcelona' },
  { name: 'Rosa Elena Guzmán', gender: 'Feminino', country: 'VE', civil: 'Viúvo', scholarity: SCHOLARITY[0]!, foreignState: 'Sucre', foreignCity: 'Cumaná' },
  { name: 'Jesús Rafael Salazar', gender: 'Masculino', country: 'VE', civil: 'Solteiro', scholarity: SCHOLARITY[3]!, foreignState: 'Lara', foreignCity: 'Barquisimeto' },
  { name: 'Andreína Beatriz Castillo', gender: 'Feminino', country: 'VE', civil: 'Amasiado', scholarity: SCHOLARITY[2]!, foreignState: 'Bolívar', foreignCity: 'Ciudad Bolívar' },
  { name: 'Wilmer Antonio Rivas', gender: 'Masculino', country: 'VE', civil: 'Casado', scholarity: SCHOLARITY[1]!, foreignState: 'Delta Amacuro', foreignCity: 'Tucupita' },
  { name: 'Génesis Paola Hernández', gender: 'Feminino', country: 'VE', civil: 'Solteiro', scholarity: SCHOLARITY[3]!, foreignState: 'Caracas', foreignCity: 'Caracas' },
  { name: 'Oswaldo José Bermúdez', gender: 'Masculino', country: 'VE', civil: 'Casado', scholarity: SCHOLARITY[5]!, foreignState: 'Mérida', foreignCity: 'Mérida' },
  { name: 'Yusmary del Valle Ortiz', gender: 'Feminino', country: 'VE', civil: 'Casado', scholarity: SCHOLARITY[1]!, foreignState: 'Monagas', foreignCity: 'Maturín' },
  { name: 'Kelvin Alexander Torres', gender: 'Masculino', country: 'VE', civil: 'Solteiro', scholarity: SCHOLARITY[2]!, foreignState: 'Zulia', foreignCity: 'Cabimas' },
  { name: 'Nathalie Joseph', gender: 'Feminino', country: 'HT', civil: 'Casado', scholarity: SCHOLARITY[3]!, foreignState: 'Ouest', foreignCity: 'Port-au-Prince' },
  { name: 'Jean-Baptiste Pierre', gender: 'Masculino', country: 'HT', civil: 'Casado', scholarity: SCHOLARITY[4]!, foreignState: 'Ouest', foreignCity: 'Port-au-Prince' },
  { name: 'Wideline Saint-Fleur', gender: 'Feminino', country: 'HT', civil: 'Solteiro', scholarity: SCHOLARITY[2]!, foreignState: 'Nord', foreignCity: 'Cap-Haïtien' },
  { name: 'Jameson Louis', gender: 'Masculino', country: 'HT', civil: 'Solteiro', scholarity: SCHOLARITY[3]!, foreignState: 'Artibonite', foreignCity: 'Gonaïves' },
  { name: 'Guerline Charles', gender: 'Feminino', country: 'HT', civil: 'Amasiado', scholarity: SCHOLARITY[1]!, foreignState: 'Sud', foreignCity: 'Les Cayes' },
  { name: 'Juan Carlos Mamani', gender: 'Masculino', country: 'BO', civil: 'Casado', scholarity: SCHOLARITY[1]!, foreignState: 'La Paz', foreignCity: 'El Alto' },
  { name: 'Lidia Quispe Condori', gender: 'Feminino', country: 'BO', civil: 'Casado', scholarity: SCHOLARITY[0]!, foreignState: 'La Paz', foreignCity: 'El Alto' },
  { name: 'Ana Milena Cárdenas', gender: 'Feminino', country: 'CO', civil: 'Solteiro', scholarity: SCHOLARITY[4]!, foreignState: 'Norte de Santander', foreignCity: 'Cúcuta' },
  { name: 'Jhon Fredy Ospina', gender: 'Masculino', country: 'CO', civil: 'Divorciado', scholarity: SCHOLARITY[3]!, foreignState: 'Antioquia', foreignCity: 'Medellín' },
  { name: 'Fátima Zahra Benali', gender: 'Feminino', country: 'MA', civil: 'Solteiro', scholarity: SCHOLARITY[5]!, foreignState: 'Casablanca-Settat', foreignCity: 'Casablanca' },
  { name: 'Ahmad Al-Hassan', gender: 'Masculino', country: 'SY', civil: 'Casado', scholarity: SCHOLARITY[5]!, foreignState: 'Aleppo', foreignCity: 'Aleppo' },
  { name: 'Mariam Diallo', gender: 'Feminino', country: 'GN', civil: 'Casado', scholarity: SCHOLARITY[0]!, foreignState: 'Conakry', foreignCity: 'Conakry' },
  { name: 'Raimunda Nonata Silva', gender: 'Feminino', country: 'BR', civil: 'Viúvo', scholarity: SCHOLARITY[0]! },
  { name: 'Francisco das Chagas Souza', gender: 'Masculino', country: 'BR', civil: 'Divorciado', scholarity: SCHOLARITY[1]! },
  { name: 'Antônia Pereira Lima', gender: 'Feminino', country: 'BR', civil: 'Solteiro', scholarity: SCHOLARITY[3]! },
  { name: 'Edvaldo Gomes Nascimento', gender: 'Masculino', country: 'BR', civil: 'Solteiro', scholarity: SCHOLARITY[2]! },
];

const REFERRAL_TYPES = ['Saúde', 'CRAS', 'Documentação', 'Educação', 'Trabalho e renda', 'Assistência jurídica', 'CREAS'];
const REFERRAL_NOTES = [
  'Consulta agendada na UBS do bairro.',
  'Atualização do Cadastro Único.',
  'Emissão de CPF e carteira de trabalho digital.',
  'Matrícula dos filhos na escola municipal.',
  'Acompanhar retorno em 15 dias.',
  'Orientação sobre regularização migratória.',
  null,
];
const FUNCTIONS = ['Auxiliar de cozinha', 'Pedreiro', 'Costureira', 'Auxiliar de limpeza', 'Repositor de mercadorias', 'Atendente de padaria'];
const EMPLOYERS = [
  { name: 'Supermercado Boa Vista Ltda.', base: '112223330001', city: 'Boa Vista', state: 'RR', contact: 'Marcos Teixeira', cnae: ['4711-3/02', 'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados'] },
  { name: 'Construtora Monte Roraima', base: '458912670001', city: 'Boa Vista', state: 'RR', contact: 'Patrícia Almeida', cnae: ['4120-4/00', 'Construção de edifícios'] },
  { name: 'Confecções Aurora', base: '273645180001', city: 'Manaus', state: 'AM', contact: 'Rita Barros', cnae: ['1412-6/01', 'Confecção de peças de vestuário, exceto roupas íntimas e as confeccionadas sob medida'] },
  { name: 'Padaria e Restaurante Sabor da Terra', base: '390817260001', city: 'Boa Vista', state: 'RR', contact: 'Joaquim Ramos', cnae: ['1091-1/02', 'Fabricação de produtos de padaria e confeitaria com predominância de produção própria'] },
];
const FAMILY = [
  { name: 'Sofía', relation: 'Filha', age: 6 },
  { name: 'Mateo', relation: 'Filho', age: 9 },
  { name: 'Carmen', relation: 'Mãe', age: 63, disabled: true },
  { name: 'Luis', relation: 'Cônjuge', age: 38 },
  { name: 'Valentina', relation: 'Filha', age: 2 },
  { name: 'Pedro', relation: 'Irmão', age: 24 },
];

const DAY = 24 * 3600 * 1000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** In the demo only, and only on a database without people: returns whether it wrote the demo. */
export async function seedAcolhimentoDemo(db: Database, today: Date = new Date()): Promise<boolean> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM welcomeds`);
  if ((existing?.n ?? 0) > 0) return false;
  await withTransaction(db, (tx) => writeDemo(tx, today));
  return true;
}

async function writeDemo(tx: Transaction, today: Date): Promise<void> {
  const r = random(20261123);
  const dayBefore = (n: number) => iso(new Date(today.getTime() - n * DAY));
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`;
  const [admin] = await queryRows<Pick<typeof schema.users.$inferSelect, 'id'>>(tx, sql`SELECT id FROM users WHERE username = 'admin'`);
  const author = admin?.id ?? null;
  const countries = new Map(
    (await queryRows<Pick<typeof schema.countries.$inferSelect, 'id' | 'iso2'>>(tx, sql`SELECT id, iso2 FROM countries WHERE iso2 IN ('BR', 'VE', 'HT', 'BO', 'CO', 'MA', 'SY', 'GN')`)).map((c) => [c.iso2, c.id]),
  );
  const [roraima] = await queryRows<Pick<typeof schema.states.$inferSelect, 'id'>>(tx, sql`SELECT id FROM states WHERE uf = 'RR'`);
  const [boaVista] = await queryRows<Pick<typeof schema.cities.$inferSelect, 'id'>>(tx, sql`SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = 'RR' AND c.nome = 'Boa Vista'`);

  const history: { welcomed: number; action: string; event: string | null; when: string; changes: unknown[] }[] = [];
  const note = (welcomed: number, event: string | null, when: string, changes: unknown[], action = 'update') => history.push({ welcomed, action, event, when, changes });

  // ------------------------------------------------------------ people
  const people: { id: number; name: string; arrival: number }[] = [];
  for (const [i, p] of PEOPLE.entries()) {
    // Arrivals spread over the last year, the oldest first.
    const arrival = 360 - i * 11 - r.int(0, 5);
    const registered = dayBefore(arrival);
    const brazilian = p.country === 'BR';
    const [row] = await queryRows<Pick<typeof schema.welcomeds.$inferSelect, 'id'>>(
      tx,
      sql`INSERT INTO welcomeds (name, gender, birthdate, nacionality_id, cpf, rg, date_of_register, status, author_id, state_id, city_id,
            foreing_state, foreing_city, civil_status, scholarity, address_city, address_state)
          VALUES (${p.name}, ${p.gender}, ${iso(new Date(Date.UTC(1968 + r.int(0, 36), r.int(0, 11), r.int(1, 28))))}, ${countries.get(p.country) ?? 1},
            ${r.chance(brazilian ? 1 : 0.6) ? cpf(String(100_000_000 + i * 7_919_333 + r.int(0, 999)).slice(0, 9)) : null},
            ${brazilian ? null : `${p.country === 'VE' ? 'V' : p.country === 'HT' ? 'H' : 'F'}${String(r.int(100000, 999999))}-${r.int(0, 9)}`},
            ${at(registered, 9 + (i % 8))}, 'active', ${author},
            ${brazilian ? (roraima?.id ?? null) : null}, ${brazilian ? (boaVista?.id ?? null) : null},
            ${p.foreignState ?? null}, ${p.foreignCity ?? null}, ${p.civil}, ${p.scholarity}, 'Boa Vista', 'RR')
          RETURNING id`,
    );
    people.push({ id: row!.id, name: p.name, arrival });
    note(row!.id, null, at(registered, 9 + (i % 8)), [{ field: 'name', label: 'Nome', from: null, to: p.name }], 'create');
  }

  // ------------------------------------------------------------ stays: everyone arrived with a check-in; a third are still housed
  const housed = new Set<number>();
  for (const [i, p] of people.entries()) {
    const checkin = dayBefore(p.arrival);
    const housedNow = i % 3 === 0 && p.arrival < 200;
    const length = r.int(12, 75);
    const checkout = housedNow ? null : p.arrival - length > 1 ? dayBefore(p.arrival - length) : null;
    if (!checkout) housed.add(p.id);
    await tx.execute(sql`INSERT INTO stays (welcomed_id, checkin, checkout, author_id, created_at) VALUES (${p.id}, ${checkin}, ${checkout}, ${author}, ${at(checkin, 10)})`);
    note(p.id, 'Check-in', at(checkin, 10), [{ field: 'checkin', label: 'Data de check-in', from: null, to: br(checkin) }]);
    if (checkout) note(p.id, 'Check-out', at(checkout, 11), [{ field: 'checkout', label: 'Data de check-out', from: null, to: br(checkout) }]);
    // Some came back later and are housed again.
    if (checkout && i % 5 === 1 && p.arrival - length > 40) {
      const again = dayBefore(p.arrival - length - 20);
      housed.add(p.id);
      await tx.execute(sql`INSERT INTO stays (welcomed_id, checkin, checkout, author_id, created_at) VALUES (${p.id}, ${again}, NULL, ${author}, ${at(again, 10)})`);
      note(p.id, 'Check-in', at(again, 10), [{ field: 'checkin', label: 'Data de check-in', from: null, to: br(again) }]);
    }
  }

  // ------------------------------------------------------------ referral types and referrals
  const typeIds: number[] = [];
  for (const title of REFERRAL_TYPES) {
    const [found] = await queryRows<Pick<typeof schema.forwardingTypes.$inferSelect, 'id'>>(tx, sql`SELECT id FROM forwarding_types WHERE title = ${title}`);
    const id = found?.id ?? (await queryRows<Pick<typeof schema.forwardingTypes.$inferSelect, 'id'>>(tx, sql`INSERT INTO forwarding_types (title) VALUES (${title}) RETURNING id`))[0]!.id;
    typeIds.push(id);
  }
  for (const [i, p] of people.entries()) {
    const count = i % 4 === 3 ? 0 : r.int(1, 3);
    for (let k = 0; k < count; k++) {
      const ago = Math.max(1, p.arrival - r.int(2, 20) - k * 30);
      const day = dayBefore(ago);
      const notes = r.pick(REFERRAL_NOTES);
      const [f] = await queryRows<Pick<typeof schema.forwardings.$inferSelect, 'id'>>(
        tx,
        sql`INSERT INTO forwardings (welcomed_id, date_of_register, notes, author_id, created_at) VALUES (${p.id}, ${day}, ${notes}, ${author}, ${at(day, 14)}) RETURNING id`,
      );
      const chosen = [...new Set([r.pick(typeIds), ...(r.chance(0.35) ? [r.pick(typeIds)] : [])])];
      for (const t of chosen) await tx.execute(sql`INSERT INTO forwarding_forwarding_types (forwarding_id, forwarding_type_id) VALUES (${f!.id}, ${t})`);
      const titles = chosen.map((t) => REFERRAL_TYPES[typeIds.indexOf(t)]).join(', ');
      note(p.id, 'Encaminhamento', at(day, 14), [{ field: 'forwarding', label: 'Encaminhamento', from: null, to: `${br(day)}: ${titles}` }]);
    }
  }

  // ------------------------------------------------------------ monitoring visits (at home, after leaving the shelter)
  for (const [i, p] of people.entries()) {
    if (i % 2 === 1 || p.arrival < 60 || housed.has(p.id)) continue;
    const visits = r.int(1, 2);
    for (let k = 0; k < visits; k++) {
      const day = dayBefore(Math.max(2, Math.floor(p.arrival / (2 + k)) - r.int(0, 10)));
      const working = r.chance(0.65);
      const [m] = await queryRows<Pick<typeof schema.monitors.$inferSelect, 'id'>>(
        tx,
        sql`INSERT INTO monitors (welcomed_id, author_id, created_at, working, signed_work_card, like_work, benefits, riscs, home_type, support_levels, needs, notes)
            VALUES (${p.id}, ${author}, ${at(day, 15)}, ${working}, ${working ? r.chance(0.6) : null}, ${working ? r.chance(0.8) : null},
              ${working ? `{${[6, ...(r.chance(0.5) ? [1] : []), ...(r.chance(0.3) ? [4] : [])].sort().join(',')}}` : '{}'}::smallint[],
              ${working ? `{${r.pick(['1', '2', '1,3', '2,4'])}}` : '{}'}::smallint[],
              ${r.pick([2, 2, 3, 1])}, ${'{Municipal' + (r.chance(0.4) ? ',Federal}' : '}')}::text[],
              ${`{${r.pick(['Saúde', 'CREAS', '"Cadastro Único – CADÚNICO e Programas Sociais"', 'Educação'])}}`}::text[],
              ${r.pick(['Família adaptada ao bairro.', 'Procura trabalho com carteira assinada.', 'Filhos matriculados na escola.', null])})
            RETURNING id`,
      );
      const size = r.int(0, 3);
      for (let f = 0; f < size; f++) {
        const member = FAMILY[(i + f) % FAMILY.length]!;
        await tx.execute(
          sql`INSERT INTO family_compositions (monitor_id, name, relation, age, disabled) VALUES (${m!.id}, ${member.name}, ${member.relation}, ${member.age}, ${member.disabled ?? false})`,
        );
      }
      note(p.id, 'Monitoramento', at(day, 15), [{ field: 'monitor', label: 'Monitoramento', from: null, to: `Visita de ${br(day)}` }]);
    }
  }

  // ------------------------------------------------------------ employers, vacancies, referred people
  const functionIds: number[] = [];
  for (const name of FUNCTIONS) {
    const [found] = await queryRows<Pick<typeof schema.functions.$inferSelect, 'id'>>(tx, sql`SELECT id FROM functions WHERE f_unaccent(lower(name)) = f_unaccent(lower(${name}))`);
    functionIds.push(found?.id ?? (await queryRows<Pick<typeof schema.functions.$inferSelect, 'id'>>(tx, sql`INSERT INTO functions (name) VALUES (${name}) RETURNING id`))[0]!.id);
  }
  const employerIds: number[] = [];
  for (const e of EMPLOYERS) {
    const [row] = await queryRows<Pick<typeof schema.employers.$inferSelect, 'id'>>(
      tx,
      sql`INSERT INTO employers (name, document, cnae_code, cnae_description, address_city, address_state, contact_name, phone, email, author_id, created_at)
          VALUES (${e.name}, ${cnpj(e.base)}, ${e.cnae[0]}, ${e.cnae[1]}, ${e.city}, ${e.state}, ${e.contact}, ${`(95) 3${r.int(100, 999)}-${r.int(1000, 9999)}`},
            ${`rh@${e.name.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '').slice(0, 16)}.com.br`}, ${author}, ${at(dayBefore(200), 9)})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (row) employerIds.push(row.id);
  }
  const vacancies = [
    { employer: 0, fn: 4, places: 3, salary: 1650, period: 'Diurno, 44h semanais', status: 'Aberta', ago: 120 },
    { employer: 1, fn: 1, places: 5, salary: 2300, period: 'Segunda a sexta, 7h às 17h', status: 'Preenchida', ago: 180 },
    { employer: 2, fn: 2, places: 2, salary: 1800, period: 'Diurno', status: 'Aberta', ago: 60 },
    { employer: 3, fn: 5, places: 2, salary: 1550, period: 'Madrugada, escala 6x1', status: 'Aberta', ago: 30 },
    { employer: 3, fn: 0, places: 1, salary: 1700, period: 'Tarde e noite', status: 'Cancelada', ago: 150 },
    { employer: 0, fn: 3, places: 4, salary: 1520, period: 'Diurno, 44h semanais', status: 'Aberta', ago: 15 },
  ];
  const hiredStatuses = ['Contratado', 'Não contratado', 'Encaminhado', 'Desistente', 'Contratado', 'Encaminhado'];
  for (const [vi, v] of vacancies.entries()) {
    if (employerIds[v.employer] === undefined) continue;
    const created = dayBefore(v.ago);
    const [row] = await queryRows<Pick<typeof schema.vacancies.$inferSelect, 'id'>>(
      tx,
      sql`INSERT INTO vacancies (employer_id, function_id, places, salary, period, status, author_id, created_at)
          VALUES (${employerIds[v.employer]}, ${functionIds[v.fn]}, ${v.places}, ${v.salary}, ${v.period}, ${v.status}, ${author}, ${at(created, 10)}) RETURNING id`,
    );
    const label = `Vaga nº ${row!.id} (${FUNCTIONS[v.fn]}) — ${EMPLOYERS[v.employer]!.name}`;
    const candidates = people.filter((p, pi) => (pi + vi) % 5 === 0 && p.arrival > v.ago).slice(0, 3);
    for (const [ci, p] of candidates.entries()) {
      const day = dayBefore(Math.max(1, v.ago - 3 - ci));
      const status = v.status === 'Aberta' && v.ago < 40 ? 'Encaminhado' : hiredStatuses[(vi + ci) % hiredStatuses.length]!;
      await tx.execute(
        sql`INSERT INTO welcomed_vacancies (welcomed_id, vacancy_id, status, author_id, created_at) VALUES (${p.id}, ${row!.id}, ${status}, ${author}, ${at(day, 16)})`,
      );
      note(p.id, 'Encaminhado para vaga', at(day, 16), [{ field: 'vacancy', label: 'Encaminhamento a vaga', from: null, to: `${label}: Encaminhado` }]);
      if (status !== 'Encaminhado') {
        note(p.id, 'Situação na vaga', at(dayBefore(Math.max(1, v.ago - 10 - ci)), 11), [{ field: 'vacancy', label: `Situação na ${label}`, from: 'Encaminhado', to: status }]);
      }
    }
  }

  // ------------------------------------------------------------ courses and participants
  const courses = [
    { name: 'Português para Migrantes — Nível Básico', description: 'Aulas de língua portuguesa para o dia a dia e o trabalho, duas vezes por semana.', ini: 150, end: 60, done: true },
    { name: 'Informática Básica', description: 'Uso do computador, do celular e dos serviços públicos digitais (gov.br, Carteira de Trabalho Digital).', ini: 45, end: -30, done: false },
    { name: 'Panificação e Confeitaria', description: 'Curso profissionalizante em parceria com a padaria-escola do bairro.', ini: 90, end: 20, done: true },
  ];
  for (const [ci, c] of courses.entries()) {
    const ini = dayBefore(c.ini);
    const end = iso(new Date(today.getTime() - c.end * DAY));
    const [row] = await queryRows<Pick<typeof schema.courses.$inferSelect, 'id'>>(
      tx,
      sql`INSERT INTO courses (name, description, date_ini, date_end, author_id, created_at) VALUES (${c.name}, ${c.description}, ${ini}, ${end}, ${author}, ${at(dayBefore(c.ini + 10), 9)}) RETURNING id`,
    );
    const participants = people.filter((p, pi) => (pi + ci) % 3 === 0 && p.arrival > c.ini - 10).slice(0, 9);
    for (const [pi, p] of participants.entries()) {
      const status = c.done ? (pi % 4 === 3 ? 'Desistente' : 'Concluído') : 'Matriculado';
      const day = dayBefore(c.ini + 5);
      await tx.execute(sql`INSERT INTO welcomed_courses (welcomed_id, course_id, status, author_id, created_at) VALUES (${p.id}, ${row!.id}, ${status}, ${author}, ${at(day, 13)})`);
      note(p.id, 'Matrícula', at(day, 13), [{ field: 'course', label: 'Matrícula em curso', from: null, to: `Curso ${c.name}: Matriculado` }]);
      if (status !== 'Matriculado') note(p.id, 'Situação no curso', at(end, 17), [{ field: 'course', label: `Situação no Curso ${c.name}`, from: 'Matriculado', to: status }]);
    }
  }

  // ------------------------------------------------------------ volunteers
  const volunteers = [
    ['Beatriz Monteiro', '(95) 99123-4567', 'beatriz.monteiro@example.org', 'Professora de português; aulas para adultos', 'Terças e quintas à noite'],
    ['Dr. Henrique Sales', '(95) 98877-1122', 'henrique.sales@example.org', 'Advogado: orientação sobre regularização migratória e direitos trabalhistas', 'Sábados pela manhã'],
    ['Lucía Ramírez', '(95) 99200-3344', null, 'Intérprete espanhol–português; acolhimento de recém-chegados', 'Segunda a sexta, à tarde'],
    ['Paulo Roberto Andrade', '(95) 98111-5566', 'paulo.andrade@example.org', 'Técnico em informática; manutenção dos computadores e aulas', 'Fins de semana'],
    ['Marie-Claire Étienne', '(95) 99333-7788', 'marie.etienne@example.org', 'Intérprete crioulo haitiano e francês', 'Quartas-feiras'],
  ] as const;
  for (const [k, [name, phone, email, skills, availability]] of volunteers.entries()) {
    await tx.execute(
      sql`INSERT INTO volunteers (name, phone, email, skills, availability, author_id, created_at) VALUES (${name}, ${phone}, ${email}, ${skills}, ${availability}, ${author}, ${at(dayBefore(300 - k * 40), 10)})`,
    );
  }

  // ------------------------------------------------------------ each person's history, in the order it happened
  history.sort((a, b) => a.when.localeCompare(b.when));
  const rows = history.map((h) => sql`(${h.welcomed}, ${author}, ${h.action}, ${JSON.stringify(h.changes)}::jsonb, ${h.event}, ${h.when}::timestamptz)`);
  await tx.execute(sql`INSERT INTO welcomed_history (welcomed_id, author_id, action, changes, event, created_at) VALUES ${sql.join(rows, sql`, `)}`);
}
