import { useCallback, useEffect, useMemo, useState } from 'react';
import { questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { type PublicLanguage, usePublicLanguage } from '@sisacte/ui/i18n';
import { listQuestionnaire } from './api';
import { takePrefetchedQuestionnaire } from './questionnaire-prefetch';

const byOrder = (a: { ordem: number }, b: { ordem: number }) => a.ordem - b.ordem;
const inOrder = (list: QuestionCategory[]) => [...list].sort(byOrder).map((c) => ({ ...c, questoes: [...c.questoes].sort(byOrder) }));

interface Loaded {
  language: PublicLanguage;
  categories: QuestionCategory[];
}

/**
 * The live questionnaire in the page's language (its address's `?lang`, as the page's catalogue), categories and
 * their questions in `ordem`; `reload` after a failure. On the public page the first render may take the
 * questionnaire its entry prefetched (questionnaire-prefetch.ts) when it is in that language. Another language
 * picked on the page asks for the questionnaire in it at once, beside that language's catalogue, the questions
 * already shown staying until it is here; the answers are option ids and typed text, so they stay as they are.
 */
export function useQuestionnaire() {
  const { language } = usePublicLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const prefetched = takePrefetchedQuestionnaire(language) as QuestionCategory[] | null;
    return prefetched ? { language, categories: inOrder(prefetched) } : null;
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadedLanguage = loaded?.language;

  useEffect(() => {
    if (loadedLanguage === language) return;
    // an answer for a language the page has left since is dropped
    let wanted = true;
    setLoadError(null);
    listQuestionnaire(language)
      .then((list) => {
        if (wanted) setLoaded({ language, categories: inOrder(list) });
      })
      .catch((e: Error) => {
        if (wanted) setLoadError(e.message);
      });
    return () => {
      wanted = false;
    };
  }, [language, loadedLanguage, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const categories = loaded?.categories ?? null;
  const byId = useMemo(() => questionsById(categories ?? []), [categories]);
  return { categories, byId, loadError, reload };
}
