import { useCallback, useEffect, useMemo, useState } from 'react';
import { questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { listQuestionnaire } from './api';

const byOrder = (a: { ordem: number }, b: { ordem: number }) => a.ordem - b.ordem;

/** The live questionnaire, categories and their questions in `ordem`; `reload` after a failure. */
export function useQuestionnaire() {
  const [categories, setCategories] = useState<QuestionCategory[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(() => {
    setLoadError(null);
    listQuestionnaire()
      .then((list) => setCategories([...list].sort(byOrder).map((c) => ({ ...c, questoes: [...c.questoes].sort(byOrder) }))))
      .catch((e: Error) => setLoadError(e.message));
  }, []);
  useEffect(reload, [reload]);

  const byId = useMemo(() => questionsById(categories ?? []), [categories]);
  return { categories, byId, loadError, reload };
}
