import type { FieldErrors, Resolver } from 'react-hook-form';
import { type EditorQuestion, type QuestionType, type QuestionUpsert, questionUpsertSchema } from '@sisacte/contracts/denuncias/questions';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';

/** A field's text in each other language ('' where not translated). */
export type TextsByLanguage<F extends string> = Record<TranslationLanguage, Record<F, string>>;

export interface QuestionFormValues {
  /** Not edited here; present because the form resolves with the API's own schema. */
  categoria: { id: number };
  enunciado: string;
  /** Help text under the statement ('' for none). */
  ajuda: string;
  tipo: QuestionType;
  requerido: boolean;
  opcoes: { id?: number | null; valor: string; indicadores: number[]; traducoes: TextsByLanguage<'valor'> }[];
  parent: number | null;
  parentAnswer: string | null;
  traducoes: TextsByLanguage<'enunciado' | 'ajuda'>;
}

/** Types 3 (one choice) and 4 (several choices) have options; 1 (text) and 2 (number) have none. */
export const hasOptions = (tipo: QuestionType) => tipo === 3 || tipo === 4;

/** Every language with every field, '' where there is no translation (the form's inputs are controlled). */
export function textsByLanguage<F extends string>(fields: readonly F[], stored: Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> | undefined): TextsByLanguage<F> {
  return Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, stored?.[l]?.[f] ?? '']))])) as TextsByLanguage<F>;
}

/** A new option: no text, no indicator, no translation. */
export const emptyOption = (): QuestionFormValues['opcoes'][number] => ({ valor: '', indicadores: [], traducoes: textsByLanguage(['valor'], undefined) });

/** The form's values for a question, or an empty text question. */
export function toFormValues(q: EditorQuestion | null, categoryId: number): QuestionFormValues {
  if (!q) return { categoria: { id: categoryId }, enunciado: '', ajuda: '', tipo: 1, requerido: false, opcoes: [], parent: null, parentAnswer: null, traducoes: textsByLanguage(['enunciado', 'ajuda'], undefined) };
  return {
    categoria: { id: categoryId },
    enunciado: q.enunciado,
    ajuda: q.ajuda ?? '',
    tipo: q.tipo,
    requerido: q.requerido,
    opcoes: q.opcoes.map((o) => ({ id: o.id, valor: o.valor, indicadores: o.indicadores.map((i) => i.id), traducoes: textsByLanguage(['valor'], o.traducoes) })),
    parent: q.parent,
    parentAnswer: q.parentAnswer,
    traducoes: textsByLanguage(['enunciado', 'ajuda'], q.traducoes),
  };
}

/** The API body for the form's values (options as `{id}` references; none for types 1 and 2). Blank translations are dropped by the API. */
export function toQuestionBody(values: QuestionFormValues, question: EditorQuestion | null): QuestionUpsert {
  return {
    ...(question ? { id: question.id, ordem: question.ordem } : {}),
    enunciado: values.enunciado,
    ajuda: values.ajuda,
    tipo: values.tipo,
    requerido: values.requerido,
    categoria: values.categoria,
    opcoes: hasOptions(values.tipo)
      ? values.opcoes.map((o) => ({ ...(o.id ? { id: o.id } : {}), valor: o.valor, indicadores: o.indicadores.map((id) => ({ id })), traducoes: o.traducoes }))
      : [],
    parent: values.parent,
    parentAnswer: values.parent ? values.parentAnswer : null,
    traducoes: values.traducoes,
  };
}

/** Resolves the form with the API's own schema (questionUpsertSchema), on the body it would send. */
export const questionResolver =
  (question: EditorQuestion | null): Resolver<QuestionFormValues> =>
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
