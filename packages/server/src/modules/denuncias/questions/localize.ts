import { type EditorCategory, type EditorQuestion, type QuestionCategory, type Question } from '@sisacte/contracts/denuncias/questions';
import { type ContentLanguage, inLanguage } from '@sisacte/contracts/denuncias/questions-translations';

/**
 * The public questionnaire in `language`: each title, statement, help text and option text in that
 * language where it is translated, else in Portuguese, with `idioma` saying which (in Portuguese
 * itself no `idioma` and no translations: the answer /denunciar loads first stays as small as before).
 * `parentAnswer` becomes the text, in the same language, of the parent's option it named, so that the
 * visibility rules (which compare it with the parent's option texts) work in every language.
 */
export function localizeQuestionnaire(categories: readonly EditorCategory[], language: ContentLanguage): QuestionCategory[] {
  if (language === 'pt') {
    return categories.map((c) => ({ id: c.id, titulo: c.titulo, ordem: c.ordem, questoes: c.questoes.map((q) => publicQuestion(q, (o) => ({ valor: o.valor }), null)) }));
  }
  const byId = new Map(categories.flatMap((c) => c.questoes.map((q) => [q.id, q] as const)));
  const optionText = (o: EditorQuestion['opcoes'][number]) => {
    const { text, idioma } = inLanguage(o.valor, o.traducoes, 'valor', language);
    return { valor: text, idioma };
  };
  return categories.map((c) => {
    const titulo = inLanguage(c.titulo, c.traducoes, 'titulo', language);
    return {
      id: c.id,
      titulo: titulo.text,
      ordem: c.ordem,
      idioma: titulo.idioma,
      questoes: c.questoes.map((q) => {
        const enunciado = inLanguage(q.enunciado, q.traducoes, 'enunciado', language);
        const ajuda = q.ajuda ? inLanguage(q.ajuda, q.traducoes, 'ajuda', language).text : null;
        const parentOption = q.parent !== null && q.parentAnswer !== null ? byId.get(q.parent)?.opcoes.find((o) => o.valor === q.parentAnswer) : undefined;
        return {
          ...publicQuestion(q, optionText, parentOption ? optionText(parentOption).valor : q.parentAnswer),
          enunciado: enunciado.text,
          ajuda,
          idioma: enunciado.idioma,
        };
      }),
    };
  });
}

function publicQuestion(q: EditorQuestion, option: (o: EditorQuestion['opcoes'][number]) => { valor: string; idioma?: ContentLanguage }, parentAnswer: string | null): Question {
  return {
    id: q.id,
    enunciado: q.enunciado,
    tipo: q.tipo,
    requerido: q.requerido,
    ordem: q.ordem,
    status: q.status,
    categoria: q.categoria,
    opcoes: q.opcoes.map((o) => ({ id: o.id, ...option(o), indicadores: o.indicadores })),
    parent: q.parent,
    parentAnswer: parentAnswer ?? q.parentAnswer,
    ajuda: q.ajuda,
  };
}
