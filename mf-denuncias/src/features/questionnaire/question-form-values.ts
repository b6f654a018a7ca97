import type { FieldErrors, Resolver } from 'react-hook-form';
import { type Question, type QuestionType, type QuestionUpsert, questionUpsertSchema } from '@sisacte/contracts/denuncias/questions';

export interface QuestionFormValues {
  /** Not edited here; present because the form resolves with the API's own schema. */
  categoria: { id: number };
  enunciado: string;
  tipo: QuestionType;
  requerido: boolean;
  opcoes: { id?: number | null; valor: string; indicadores: number[] }[];
  parent: number | null;
  parentAnswer: string | null;
}

/** Types 3 (one choice) and 4 (several choices) have options; 1 (text) and 2 (number) have none. */
export const hasOptions = (tipo: QuestionType) => tipo === 3 || tipo === 4;

/** The form's values for a question, or an empty text question. */
export function toFormValues(q: Question | null, categoryId: number): QuestionFormValues {
  if (!q) return { categoria: { id: categoryId }, enunciado: '', tipo: 1, requerido: false, opcoes: [], parent: null, parentAnswer: null };
  return {
    categoria: { id: categoryId },
    enunciado: q.enunciado,
    tipo: q.tipo,
    requerido: q.requerido,
    opcoes: q.opcoes.map((o) => ({ id: o.id, valor: o.valor, indicadores: o.indicadores.map((i) => i.id) })),
    parent: q.parent,
    parentAnswer: q.parentAnswer,
  };
}

/** The API body for the form's values (options as `{id}` references; none for types 1 and 2). */
export function toQuestionBody(values: QuestionFormValues, question: Question | null): QuestionUpsert {
  return {
    ...(question ? { id: question.id, ordem: question.ordem } : {}),
    enunciado: values.enunciado,
    tipo: values.tipo,
    requerido: values.requerido,
    categoria: values.categoria,
    opcoes: hasOptions(values.tipo)
      ? values.opcoes.map((o) => ({ ...(o.id ? { id: o.id } : {}), valor: o.valor, indicadores: o.indicadores.map((id) => ({ id })) }))
      : [],
    parent: values.parent,
    parentAnswer: values.parent ? values.parentAnswer : null,
  };
}

/** Resolves the form with the API's own schema (questionUpsertSchema), on the body it would send. */
export const questionResolver =
  (question: Question | null): Resolver<QuestionFormValues> =>
  (values) => {
    const result = questionUpsertSchema.safeParse(toQuestionBody(values, question));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // An option's indicator list is one field in the form.
      const path = issue.path.map(String);
      const cut = path.indexOf('indicadores');
      const keys = cut >= 0 ? path.slice(0, cut + 1) : path.length ? path : ['root'];
      let node = errors;
      keys.forEach((key, i) => {
        if (i === keys.length - 1) node[key] ??= { type: 'zod', message: issue.message };
        else node = (node[key] ??= {}) as Record<string, unknown>;
      });
    }
    return { values: {}, errors: errors as FieldErrors<QuestionFormValues> };
  };
