import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Indicator } from '@sisacte/contracts/denuncias/indicators';
import { type EditorCategory, type EditorQuestion, type QuestionUpsert } from '@sisacte/contracts/denuncias/questions';
import { useConfirm, useNotify } from '@sisacte/ui';
import { deleteQuestion, listAllIndicators, listQuestionnaire, moveQuestion, saveQuestion } from './api';
import { applySwap, neighbourSwap, nextOrder } from './questionnaire-rules';
import { useSavingMarks } from './use-saving-marks';

const byOrder = (a: { ordem: number }, b: { ordem: number }) => a.ordem - b.ordem;

/**
 * The questionnaire being edited, with every translation: load it (categories and questions in `ordem`),
 * save, move and delete questions, with the 'salvando…' marks on what just changed.
 */
export function useQuestionnaireEditor() {
  const confirm = useConfirm();
  const notify = useNotify();
  const [categories, setCategories] = useState<EditorCategory[] | null>(null);
  const [indicators, setIndicators] = useState<Indicator[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { saving, markSaving } = useSavingMarks();

  const load = useCallback(async () => {
    try {
      const list = await listQuestionnaire();
      setCategories([...list].sort(byOrder).map((c) => ({ ...c, questoes: [...c.questoes].sort(byOrder) })));
      setLoadError(null);
    } catch (e) {
      setLoadError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
    listAllIndicators().then(setIndicators, () => setIndicators([]));
  }, [load]);

  const all = useMemo(() => (categories ?? []).flatMap((c) => c.questoes), [categories]);

  /** Creates (at the end of its category) or updates a question; `onSaved` runs as soon as the server has it. */
  async function save(category: EditorCategory, body: QuestionUpsert, onSaved: () => void) {
    const saved = await saveQuestion(body.id ? body : { ...body, ordem: nextOrder(category.questoes) });
    onSaved();
    notify.success(body.id ? 'Dados atualizados!' : 'Questão cadastrada!');
    await load();
    if (saved?.id) markSaving([saved.id]);
  }

  async function move(category: EditorCategory, question: EditorQuestion, direction: 'cima' | 'baixo') {
    const swapped = neighbourSwap(category.questoes, question.id, direction);
    if (!swapped) return;
    // Immediately in the new order; the server swaps both in one transaction.
    setCategories((cs) => cs?.map((c) => (c.id === category.id ? { ...c, questoes: applySwap(c.questoes, swapped) } : c)) ?? null);
    markSaving(swapped.map((q) => q.id));
    try {
      await moveQuestion(question.id, direction);
    } catch (error) {
      notify.error(error);
    }
    await load();
  }

  /** Asks first, naming the questions that depend on this one. */
  async function remove(question: EditorQuestion) {
    const children = all.filter((q) => q.parent === question.id);
    const content = children.length
      ? `As questões que dependem dela (${children.map((c) => c.enunciado).join('; ')}) deixarão de ser exibidas.`
      : 'Ela deixará de aparecer no formulário de denúncia.';
    if (!(await confirm(`Excluir a questão "${question.enunciado}"?`, content))) return;
    try {
      await deleteQuestion(question.id);
      notify.success('Questão excluída!');
      await load();
    } catch (error) {
      notify.error(error);
    }
  }

  return { categories, all, indicators, loadError, saving, load, save, move, remove };
}
