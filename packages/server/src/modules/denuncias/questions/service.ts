import { type EditorCategory, type EditorQuestion, type QuestionUpsertParsed } from '@sisacte/contracts/denuncias/questions';
import { withTransaction, type Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import * as repo from './repository';

const QUESTION_NOT_FOUND_MESSAGE = 'Questão não encontrada';

/**
 * POST /api/questoes: creates (no id) or updates a question in one transaction.
 * Types 1 and 2 lose their options; the parent must be an active type 3/4 question of the same
 * category, other than itself and not one of its descendants, and `parentAnswer` one of its option valores.
 */
export async function saveQuestion(db: Database, input: QuestionUpsertParsed): Promise<EditorQuestion> {
  const id = await withTransaction(db, async (tx) => {
    const problems: string[] = [];
    if (!(await repo.categoryExists(tx, input.categoria.id))) throw badRequest(`Categoria ${input.categoria.id} não encontrada`);

    let existing: Awaited<ReturnType<typeof repo.lockActiveQuestion>> = null;
    if (input.id) {
      existing = await repo.lockActiveQuestion(tx, input.id);
      if (!existing) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
    }

    if (input.parent) {
      const parent = await repo.findActiveQuestion(tx, input.parent);
      if (!parent) problems.push(`A questão pai ${input.parent} não existe ou foi excluída`);
      else {
        if (input.id && parent.id === input.id) problems.push('Uma questão não pode ser pai de si mesma');
        if (parent.tipo !== 3 && parent.tipo !== 4) problems.push('A questão pai deve ser de escolha única ou múltipla escolha (tipo 3 ou 4)');
        if (parent.categoria.id !== input.categoria.id) problems.push('A questão pai deve ser da mesma categoria');
        if (input.parentAnswer && !parent.opcoes.some((o) => o.valor === input.parentAnswer)) {
          problems.push(`"${input.parentAnswer}" não é uma opção da questão pai "${parent.enunciado}"`);
        }
        if (input.id && (await isAncestor(tx, input.id, parent))) problems.push('A questão pai não pode ser uma questão que depende desta');
      }
    }

    if (existing) {
      const children = await repo.activeChildren(tx, existing.id);
      if (children.length > 0) {
        if (input.tipo !== 3 && input.tipo !== 4) {
          problems.push(`Esta questão é pai de outras (${children.map((c) => `"${c.enunciado}"`).join(', ')}) e precisa continuar sendo de escolha`);
        }
        if (input.categoria.id !== existing.categoriaId) problems.push('Esta questão é pai de outras e não pode mudar de categoria');
      }
      const ownOptions = await repo.optionIdsOf(tx, existing.id);
      for (const o of input.opcoes) if (o.id && !ownOptions.has(o.id)) problems.push(`A opção ${o.id} não pertence a esta questão`);
    } else {
      for (const o of input.opcoes) if (o.id) problems.push(`A opção ${o.id} não pertence a esta questão`);
    }

    const indicatorIds = [...new Set(input.opcoes.flatMap((o) => o.indicadores.map((i) => i.id)))];
    const known = await repo.existingIndicatorIds(tx, indicatorIds);
    for (const i of indicatorIds) if (!known.has(i)) problems.push(`Indicador ${i} não encontrado`);

    if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));

    const data = {
      categoriaId: input.categoria.id,
      enunciado: input.enunciado,
      tipo: input.tipo,
      requerido: input.requerido,
      parentId: input.parent,
      parentAnswer: input.parentAnswer,
      ajuda: input.ajuda,
      traducoes: input.traducoes,
    };
    let questionId: number;
    if (existing) {
      const movedCategory = existing.categoriaId !== input.categoria.id;
      const ordem = input.ordem ?? (movedCategory ? (await repo.maxOrdem(tx, input.categoria.id)) + 1 : existing.ordem);
      await repo.updateQuestion(tx, existing.id, { ...data, ordem });
      questionId = existing.id;
    } else {
      const ordem = input.ordem ?? (await repo.maxOrdem(tx, input.categoria.id)) + 1;
      questionId = await repo.insertQuestion(tx, { ...data, ordem });
    }
    await repo.replaceOptions(tx, questionId, input.opcoes);
    return questionId;
  });
  return (await repo.findActiveQuestion(db, id))!;
}

/** True when `candidate` (the would-be parent) descends from question `id`. */
async function isAncestor(tx: Parameters<typeof repo.findActiveQuestion>[0], id: number, candidate: EditorQuestion): Promise<boolean> {
  let current: EditorQuestion | null = candidate;
  for (let depth = 0; current && current.parent && depth < 100; depth++) {
    if (current.parent === id) return true;
    current = await repo.findActiveQuestion(tx, current.parent);
  }
  return false;
}

/**
 * DELETE /api/questoes/{id}: a soft delete (status 0), so that past complaints keep their answers.
 * Refused while active questions depend on it (delete or re-parent them first).
 */
export async function deleteQuestion(db: Database, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const question = await repo.lockActiveQuestion(tx, id);
    if (!question) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
    const children = await repo.activeChildren(tx, id);
    if (children.length > 0) {
      throw badRequest(
        'Esta questão não pode ser excluída: outras questões dependem dela',
        ...children.map((c) => `Exclua ou altere antes a questão "${c.enunciado}"`),
      );
    }
    await repo.updateQuestion(tx, id, { status: 0 });
  });
}

/** POST /api/questoes/{id}/mover?direcao=cima|baixo: swaps `ordem` with the neighbour, in one transaction. */
export async function moveQuestion(db: Database, id: number, direction: 'cima' | 'baixo'): Promise<EditorCategory[]> {
  await withTransaction(db, async (tx) => {
    const question = await repo.lockActiveQuestion(tx, id);
    if (!question) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
    const other = await repo.neighbour(tx, question, direction);
    if (!other) throw badRequest(direction === 'cima' ? 'A questão já é a primeira da categoria' : 'A questão já é a última da categoria');
    let mine = other.ordem;
    let theirs = question.ordem;
    if (mine === theirs) {
      // Equal orders (set by hand): separate them in the requested direction.
      if (direction === 'cima') theirs = mine + 1;
      else mine = theirs + 1;
    }
    await repo.updateQuestion(tx, question.id, { ordem: mine });
    await repo.updateQuestion(tx, other.id, { ordem: theirs });
  });
  return repo.loadQuestionnaire(db);
}
