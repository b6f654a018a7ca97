import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, type DbOrTx, queryRows } from '../client';
import { indicators, optionIndicators, organizations, questionCategories, questionOptions, questions } from '../schema';
import { seedTranslations } from './denuncias-translations';

/*
 * Demo questionnaire for the complaint wizard, written for this product: one category (wizard panel,
 * from panel 3 on) per form of work analogous to slavery in Brazilian law (Código Penal, art. 149):
 * trabalho forçado, condições degradantes, jornada exaustiva and servidão por dívida. Each option may
 * point at indicators; a complaint's IRTE score is the sum of the weights of the indicators its
 * chosen options point at. Staff change all of it in the questionnaire editor, without a deploy.
 */

interface SeedIndicator {
  nome: string;
  peso: number;
  categoria: string;
  descricao: string;
}

const SEED_INDICATORS: readonly SeedIndicator[] = [
  { nome: 'Impedimento de deixar o local de trabalho', peso: 10, categoria: 'Trabalho forçado', descricao: 'Trabalhadores não podem ir embora quando querem.' },
  { nome: 'Ameaça ou violência contra trabalhadores', peso: 10, categoria: 'Trabalho forçado', descricao: 'Ameaças, agressões ou castigos.' },
  { nome: 'Vigilância ostensiva ou armada', peso: 9, categoria: 'Trabalho forçado', descricao: 'Guardas ou pessoas armadas controlam os trabalhadores.' },
  { nome: 'Retenção de documentos pessoais', peso: 8, categoria: 'Trabalho forçado', descricao: 'Carteira de trabalho ou documentos ficam com o empregador.' },
  { nome: 'Isolamento geográfico sem transporte', peso: 6, categoria: 'Trabalho forçado', descricao: 'Local isolado, sem meio de transporte para sair.' },
  { nome: 'Alojamento precário ou inexistente', peso: 7, categoria: 'Condições degradantes', descricao: 'Barracos de lona, chão, redes no local de trabalho.' },
  { nome: 'Falta de água potável', peso: 8, categoria: 'Condições degradantes', descricao: 'Água de rio, açude ou reaproveitada para beber.' },
  { nome: 'Falta de instalações sanitárias', peso: 6, categoria: 'Condições degradantes', descricao: 'Sem banheiro ou chuveiro.' },
  { nome: 'Alimentação insuficiente ou imprópria', peso: 6, categoria: 'Condições degradantes', descricao: 'Comida pouca, estragada ou sem local adequado.' },
  { nome: 'Ausência de equipamentos de proteção', peso: 4, categoria: 'Condições degradantes', descricao: 'Sem botas, luvas, máscaras ou outros EPI.' },
  { nome: 'Trabalho infantil', peso: 10, categoria: 'Condições degradantes', descricao: 'Crianças ou adolescentes trabalhando.' },
  { nome: 'Jornada acima de 12 horas por dia', peso: 7, categoria: 'Jornada exaustiva', descricao: 'Jornadas longas de forma habitual.' },
  { nome: 'Sem descanso semanal', peso: 5, categoria: 'Jornada exaustiva', descricao: 'Nenhum dia de folga na semana.' },
  { nome: 'Pagamento por produção com metas extenuantes', peso: 4, categoria: 'Jornada exaustiva', descricao: 'Metas que levam ao esgotamento.' },
  { nome: 'Trabalho noturno sem intervalo', peso: 3, categoria: 'Jornada exaustiva', descricao: 'Trabalho à noite sem pausas.' },
  { nome: 'Dívida com o empregador ou intermediário', peso: 9, categoria: 'Servidão por dívida', descricao: 'Dívida com o empregador ou com o "gato" que impede a saída.' },
  { nome: 'Cobrança de alimentação, ferramentas ou EPI', peso: 6, categoria: 'Servidão por dívida', descricao: 'Descontos pelo que o empregador deve fornecer.' },
  { nome: 'Compra obrigatória em cantina do empregador', peso: 7, categoria: 'Servidão por dívida', descricao: 'Armazém ou cantina com preços abusivos.' },
  { nome: 'Salário retido ou não pago', peso: 8, categoria: 'Servidão por dívida', descricao: 'Salário atrasado, retido ou pago em vales.' },
];

interface SeedOption {
  valor: string;
  indicadores?: string[];
}
interface SeedQuestion {
  key: string;
  enunciado: string;
  /** Help text under the statement. */
  ajuda?: string;
  tipo: 1 | 2 | 3 | 4;
  requerido?: boolean;
  opcoes?: SeedOption[];
  parent?: { key: string; answer: string };
}
interface SeedCategory {
  titulo: string;
  questoes: SeedQuestion[];
}

const yesNo = (yes: string[] = [], no: string[] = [], dontKnow = true): SeedOption[] => [
  { valor: 'Sim', indicadores: yes },
  { valor: 'Não', indicadores: no },
  ...(dontKnow ? [{ valor: 'Não sei' }] : []),
];

export const SEED_QUESTIONNAIRE: readonly SeedCategory[] = [
  {
    titulo: 'Trabalho forçado',
    questoes: [
      { key: 'tf-sair', enunciado: 'Os trabalhadores podem deixar o local de trabalho quando quiserem?', tipo: 3, requerido: true, opcoes: yesNo([], ['Impedimento de deixar o local de trabalho']) },
      {
        key: 'tf-impede',
        enunciado: 'O que impede os trabalhadores de sair?',
        tipo: 4,
        requerido: true,
        parent: { key: 'tf-sair', answer: 'Não' },
        opcoes: [
          { valor: 'Ameaças ou violência', indicadores: ['Ameaça ou violência contra trabalhadores'] },
          { valor: 'Vigias ou pessoas armadas', indicadores: ['Vigilância ostensiva ou armada'] },
          { valor: 'Documentos retidos pelo empregador', indicadores: ['Retenção de documentos pessoais'] },
          { valor: 'Local isolado, sem transporte', indicadores: ['Isolamento geográfico sem transporte'] },
          { valor: 'Dívida com o empregador', indicadores: ['Dívida com o empregador ou intermediário'] },
        ],
      },
      { key: 'tf-docs', enunciado: 'Os documentos dos trabalhadores (carteira de trabalho, RG) ficam com o empregador?', ajuda: 'Por exemplo: carteira de trabalho, carteira de identidade (RG), passaporte ou documento de estrangeiro (CRNM).', tipo: 3, requerido: true, opcoes: yesNo(['Retenção de documentos pessoais']) },
      { key: 'tf-ameaca', enunciado: 'Alguém já foi ameaçado, agredido ou castigado no trabalho?', tipo: 3, opcoes: yesNo(['Ameaça ou violência contra trabalhadores']) },
      { key: 'tf-quantos', enunciado: 'Quantos trabalhadores estão nessa situação, aproximadamente?', ajuda: 'Se não souber o número exato, escreva uma estimativa, por exemplo: 20.', tipo: 2 },
      { key: 'tf-relato', enunciado: 'Conte o que acontece quando alguém tenta ir embora', tipo: 1 },
    ],
  },
  {
    titulo: 'Condições degradantes de trabalho',
    questoes: [
      {
        key: 'cd-dormem',
        enunciado: 'Onde os trabalhadores dormem?',
        tipo: 4,
        requerido: true,
        opcoes: [
          { valor: 'Alojamento com camas e banheiro' },
          { valor: 'Barracos de lona, palha ou plástico', indicadores: ['Alojamento precário ou inexistente'] },
          { valor: 'No chão, em redes ou no próprio local de trabalho', indicadores: ['Alojamento precário ou inexistente'] },
          { valor: 'Voltam para casa todos os dias' },
        ],
      },
      { key: 'cd-agua', enunciado: 'Há água potável para beber?', tipo: 3, requerido: true, opcoes: yesNo([], ['Falta de água potável']) },
      { key: 'cd-agua-origem', enunciado: 'De onde vem a água que os trabalhadores bebem?', tipo: 1, parent: { key: 'cd-agua', answer: 'Não' } },
      { key: 'cd-banheiro', enunciado: 'Há banheiros para os trabalhadores?', tipo: 3, opcoes: yesNo([], ['Falta de instalações sanitárias']) },
      { key: 'cd-comida', enunciado: 'A comida é suficiente e de boa qualidade?', tipo: 3, opcoes: yesNo([], ['Alimentação insuficiente ou imprópria']) },
      { key: 'cd-epi', enunciado: 'Os trabalhadores recebem equipamentos de proteção (botas, luvas, máscaras)?', tipo: 3, opcoes: yesNo([], ['Ausência de equipamentos de proteção']) },
      { key: 'cd-criancas', enunciado: 'Há crianças ou adolescentes trabalhando?', tipo: 3, requerido: true, opcoes: yesNo(['Trabalho infantil']) },
    ],
  },
  {
    titulo: 'Jornada exaustiva',
    questoes: [
      { key: 'je-horas', enunciado: 'Quantas horas por dia os trabalhadores trabalham, em média?', ajuda: 'Escreva só o número, por exemplo: 12.', tipo: 2, requerido: true },
      { key: 'je-folga', enunciado: 'Os trabalhadores têm pelo menos um dia de folga por semana?', tipo: 3, requerido: true, opcoes: yesNo([], ['Sem descanso semanal']) },
      { key: 'je-metas', enunciado: 'O pagamento depende de produção ou de metas?', tipo: 3, opcoes: yesNo(['Pagamento por produção com metas extenuantes']) },
      {
        key: 'je-metas-efeitos',
        enunciado: 'O que acontece por causa das metas?',
        tipo: 4,
        parent: { key: 'je-metas', answer: 'Sim' },
        opcoes: [
          { valor: 'Trabalham mais de 12 horas por dia', indicadores: ['Jornada acima de 12 horas por dia'] },
          { valor: 'Trabalham à noite sem intervalo', indicadores: ['Trabalho noturno sem intervalo'] },
          { valor: 'Trabalhadores passam mal ou se acidentam' },
          { valor: 'Não há pausa para comer' },
        ],
      },
      { key: 'je-noite', enunciado: 'Há trabalho durante a noite?', tipo: 3, opcoes: yesNo(['Trabalho noturno sem intervalo'], [], false) },
      { key: 'je-rotina', enunciado: 'Descreva a rotina de um dia de trabalho', tipo: 1 },
    ],
  },
  {
    titulo: 'Servidão por dívida',
    questoes: [
      { key: 'sd-deve', enunciado: 'Os trabalhadores devem dinheiro ao empregador ou ao intermediário ("gato")?', ajuda: '"Gato" é a pessoa que recruta os trabalhadores e os leva para o serviço em nome do empregador.', tipo: 3, requerido: true, opcoes: yesNo(['Dívida com o empregador ou intermediário']) },
      {
        key: 'sd-origem',
        enunciado: 'De onde vem essa dívida?',
        tipo: 4,
        requerido: true,
        parent: { key: 'sd-deve', answer: 'Sim' },
        opcoes: [
          { valor: 'Transporte até o local de trabalho', indicadores: ['Dívida com o empregador ou intermediário'] },
          { valor: 'Alimentação', indicadores: ['Cobrança de alimentação, ferramentas ou EPI'] },
          { valor: 'Ferramentas ou equipamentos de proteção', indicadores: ['Cobrança de alimentação, ferramentas ou EPI'] },
          { valor: 'Compras na cantina ou armazém do empregador', indicadores: ['Compra obrigatória em cantina do empregador'] },
          { valor: 'Adiantamento em dinheiro', indicadores: ['Dívida com o empregador ou intermediário'] },
        ],
      },
      { key: 'sd-valor', enunciado: 'Qual o valor aproximado da dívida, em reais?', ajuda: 'Escreva só o número, sem pontos nem R$, por exemplo: 1500.', tipo: 2, parent: { key: 'sd-deve', answer: 'Sim' } },
      {
        key: 'sd-salario',
        enunciado: 'Os trabalhadores recebem o salário em dia?',
        tipo: 3,
        requerido: true,
        opcoes: [
          { valor: 'Sim' },
          { valor: 'Não, o salário é retido ou atrasado', indicadores: ['Salário retido ou não pago'] },
          { valor: 'Recebem só em vales ou mercadorias', indicadores: ['Salário retido ou não pago', 'Compra obrigatória em cantina do empregador'] },
          { valor: 'Não sei' },
        ],
      },
      { key: 'sd-cantina', enunciado: 'Os trabalhadores são obrigados a comprar na cantina ou no armazém do empregador?', tipo: 3, opcoes: yesNo(['Compra obrigatória em cantina do empregador']) },
      { key: 'sd-outros', enunciado: 'Outras informações sobre a dívida ou o pagamento', tipo: 1 },
    ],
  },
];

const SEED_ORGANIZATIONS: readonly { nome: string; sigla: string }[] = [
  { nome: 'Ministério Público do Trabalho', sigla: 'MPT' },
  { nome: 'Defensoria Pública da União', sigla: 'DPU' },
  { nome: 'Comissão Pastoral da Terra', sigla: 'CPT' },
  { nome: 'Polícia Federal', sigla: 'PF' },
  { nome: 'Auditoria-Fiscal do Trabalho', sigla: 'AFT' },
  { nome: 'Centro de Defesa dos Direitos Humanos (organização local)', sigla: 'ONG' },
];

async function isEmpty(db: DbOrTx, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n === 0;
}

/**
 * Fills each complaints reference table that is still empty (never touches one staff already
 * changed): indicators, question categories, questions with options and indicator links, organizations.
 * One transaction. Returns what was inserted.
 */
export async function seedDenuncias(db: Database): Promise<{ indicators: number; categories: number; questions: number; organizations: number; translated: number }> {
  const result = { indicators: 0, categories: 0, questions: 0, organizations: 0, translated: 0 };
  const empty = {
    indicators: await isEmpty(db, indicators),
    categories: await isEmpty(db, questionCategories),
    questions: await isEmpty(db, questions),
    organizations: await isEmpty(db, organizations),
  };
  if (!empty.indicators && !empty.categories && !empty.questions && !empty.organizations) {
    result.translated = await translateSeededQuestionnaire(db);
    return result;
  }

  await db.transaction(async (tx) => {
    if (empty.indicators) {
      await tx.insert(indicators).values(SEED_INDICATORS.map((i) => ({ nome: i.nome, peso: i.peso, categoriaIndicador: i.categoria, descricao: i.descricao })));
      result.indicators = SEED_INDICATORS.length;
    }
    if (empty.categories) {
      await tx.insert(questionCategories).values(SEED_QUESTIONNAIRE.map((c, i) => ({ titulo: c.titulo, ordem: i + 1, traducoes: seedTranslations({ titulo: c.titulo }) })));
      result.categories = SEED_QUESTIONNAIRE.length;
    }
    if (empty.questions) {
      const categoryIds = new Map((await tx.select().from(questionCategories)).map((c) => [c.titulo, c.id]));
      const indicatorIds = new Map((await tx.select({ id: indicators.id, nome: indicators.nome }).from(indicators)).map((i) => [i.nome, i.id]));
      for (const category of SEED_QUESTIONNAIRE) {
        const categoriaId = categoryIds.get(category.titulo);
        if (!categoriaId) continue; // categories renamed by staff: leave the questionnaire to them
        const ids = new Map<string, number>();
        for (const [index, q] of category.questoes.entries()) {
          const [row] = await tx
            .insert(questions)
            .values({
              categoriaId,
              enunciado: q.enunciado,
              ajuda: q.ajuda ?? null,
              traducoes: seedTranslations({ enunciado: q.enunciado, ajuda: q.ajuda }),
              tipo: q.tipo,
              requerido: q.requerido ?? false,
              ordem: index + 1,
              parentId: q.parent ? ids.get(q.parent.key)! : null,
              parentAnswer: q.parent?.answer ?? null,
            })
            .returning({ id: questions.id });
          ids.set(q.key, row!.id);
          result.questions += 1;
          const opcoes = q.opcoes ?? [];
          if (opcoes.length === 0) continue;
          const inserted = await tx
            .insert(questionOptions)
            .values(opcoes.map((option, position) => ({ questionId: row!.id, valor: option.valor, ordem: position, traducoes: seedTranslations({ valor: option.valor }) })))
            .returning({ id: questionOptions.id, ordem: questionOptions.ordem });
          const links = inserted.flatMap((opt) =>
            (opcoes[opt.ordem]!.indicadores ?? [])
              .map((nome) => indicatorIds.get(nome))
              .filter((id): id is number => id !== undefined)
              .map((indicatorId) => ({ optionId: opt.id, indicatorId })),
          );
          if (links.length > 0) await tx.insert(optionIndicators).values(links);
        }
      }
    }
    if (empty.organizations) {
      await tx.insert(organizations).values([...SEED_ORGANIZATIONS]);
      result.organizations = SEED_ORGANIZATIONS.length;
    }
  });
  return result;
}

const missing = (stored: Record<string, Record<string, string> | undefined>, wanted: Record<string, Record<string, string> | undefined>) =>
  Object.entries(wanted).some(([language, fields]) => Object.entries(fields ?? {}).some(([field, text]) => stored[language]?.[field] === undefined && text !== undefined));

/** The stored translations with the seed's added where a language or field has none (the staff's own are kept). */
function merged<T extends Record<string, Record<string, string> | undefined>>(stored: T, wanted: T): T {
  const out: Record<string, Record<string, string> | undefined> = { ...stored };
  for (const [language, fields] of Object.entries(wanted)) out[language] = { ...fields, ...stored[language] };
  return out as T;
}

/**
 * A database seeded before the questionnaire had translations (or help texts) gets those of the demo
 * questionnaire, once: while no category, question or option has any translation yet. Then each one
 * whose Portuguese text is still the seed's gets the seed's translations, and the seed's help text
 * where a question has none. Texts the staff changed are left alone, and after this first time so is
 * everything (a translation or help text the staff remove stays removed). Only the rows that change
 * are written (each write bumps the questionnaire's version). Returns how many rows were updated.
 */
export async function translateSeededQuestionnaire(db: Database): Promise<number> {
  const [translated] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM question_categories WHERE traducoes <> '{}') OR EXISTS (SELECT 1 FROM questions WHERE traducoes <> '{}')
            OR EXISTS (SELECT 1 FROM question_options WHERE traducoes <> '{}') AS any`,
  );
  if (translated?.any) return 0;
  const seededHelp = new Map(SEED_QUESTIONNAIRE.flatMap((c) => c.questoes.filter((q) => q.ajuda).map((q) => [q.enunciado, q.ajuda!] as const)));
  const categoryRows = await db.select({ id: questionCategories.id, titulo: questionCategories.titulo, traducoes: questionCategories.traducoes }).from(questionCategories);
  const questionRows = await db.select({ id: questions.id, enunciado: questions.enunciado, ajuda: questions.ajuda, traducoes: questions.traducoes }).from(questions);
  const optionRows = await db.select({ id: questionOptions.id, valor: questionOptions.valor, traducoes: questionOptions.traducoes }).from(questionOptions);
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const c of categoryRows) {
      const wanted = seedTranslations({ titulo: c.titulo });
      if (!missing(c.traducoes, wanted)) continue;
      await tx.update(questionCategories).set({ traducoes: merged(c.traducoes, wanted) }).where(eq(questionCategories.id, c.id));
      updated += 1;
    }
    for (const q of questionRows) {
      const help = q.ajuda ?? seededHelp.get(q.enunciado) ?? null;
      const wanted = seedTranslations({ enunciado: q.enunciado, ajuda: help });
      if (help === q.ajuda && !missing(q.traducoes, wanted)) continue;
      await tx.update(questions).set({ ajuda: help, traducoes: merged(q.traducoes, wanted) }).where(eq(questions.id, q.id));
      updated += 1;
    }
    for (const o of optionRows) {
      const wanted = seedTranslations({ valor: o.valor });
      if (!missing(o.traducoes, wanted)) continue;
      await tx.update(questionOptions).set({ traducoes: merged(o.traducoes, wanted) }).where(eq(questionOptions.id, o.id));
      updated += 1;
    }
  });
  return updated;
}
