import { useCallback, useEffect, useMemo, useState } from 'react';
import { questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { listQuestionnaire } from './api';
import { takePrefetchedQuestionnaire } from './questionnaire-prefetch';

const byOrder = (a: { ordem: number }, b: { ordem: number }) => a.ordem - b.ordem;
const inOrder = (list: QuestionCategory[]) => [...list].sort(byOrder).map((c) => ({ ...c, questoes: [...c.questoes].sort(byOrder) }));

/**
 * The live questionnaire, categories and their questions in `ordem`; `reload` after a failure. On the public
 * page the first render may take the questionnaire its entry prefetched (questionnaire-prefetch.ts).
 */
export function useQuestionnaire() {
  const [prefetched] = useState(() => takePrefetchedQuestionnaire() as QuestionCategory[] | null);
  const [categories, setCategories] = useState<QuestionCategory[] | null>(() => (prefetched ? inOrder(prefetched) : null));
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(() => {
    setLoadError(null);
    listQuestionnaire()
      .then((list) => setCategories(inOrder(list)))
      .catch((e: Error) => setLoadError(e.message));
  }, []);
  useEffect(() => {
    if (!prefetched) reload();
  }, [prefetched, reload]);

  const byId = useMemo(() => questionsById(categories ?? []), [categories]);
  return { categories, byId, loadError, reload };
}
