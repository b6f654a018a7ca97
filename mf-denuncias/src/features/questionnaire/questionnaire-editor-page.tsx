import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Empty, Flex, List, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS, type Indicator, type Question, type QuestionCategory, type QuestionUpsert } from '@sisacte/contracts';
import { PageHeader, useConfirm, useNotify } from '@sisacte/ui';
import { deleteQuestion, listAllIndicators, listQuestionnaire, moveQuestion, saveQuestion } from './api';
import { QuestionForm } from './question-form';
import { applySwap, neighbourSwap, nextOrder } from './questionnaire-rules';

/** SPEC §9: the 'saving' mark stays on a question for 2 s. */
export const SAVING_MARK_MS = 2000;
/** SPEC §2.2: the wizard's panels 1 and 2 are the establishment; categories start at panel 3. */
export const FIRST_CATEGORY_PANEL = 3;

interface Editing {
  category: QuestionCategory;
  question: Question | null;
}

/** /admin/questionario/edit: one panel per category (numbered from 3), the questions in `ordem`. */
export function QuestionnaireEditorPage() {
  const confirm = useConfirm();
  const notify = useNotify();
  const [categories, setCategories] = useState<QuestionCategory[] | null>(null);
  const [indicators, setIndicators] = useState<Indicator[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState<Record<number, boolean>>({});
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});

  const load = useCallback(async () => {
    try {
      const list = await listQuestionnaire();
      setCategories([...list].sort((a, b) => a.ordem - b.ordem).map((c) => ({ ...c, questoes: [...c.questoes].sort((a, b) => a.ordem - b.ordem) })));
      setLoadError(null);
    } catch (e) {
      setLoadError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
    listAllIndicators().then(setIndicators, () => setIndicators([]));
    const pending = timers.current;
    return () => Object.values(pending).forEach(clearTimeout);
  }, [load]);

  const all = useMemo(() => (categories ?? []).flatMap((c) => c.questoes), [categories]);

  /** Shows 'salvando…' on the questions for 2 s (SPEC §4). */
  function markSaving(ids: number[]) {
    setSaving((s) => ({ ...s, ...Object.fromEntries(ids.map((id) => [id, true])) }));
    for (const id of ids) {
      clearTimeout(timers.current[id]);
      timers.current[id] = setTimeout(() => setSaving((s) => ({ ...s, [id]: false })), SAVING_MARK_MS);
    }
  }

  async function save(body: QuestionUpsert) {
    const category = editing!.category;
    const saved = await saveQuestion(body.id ? body : { ...body, ordem: nextOrder(category.questoes) });
    setEditing(null);
    notify.success(body.id ? 'Dados atualizados!' : 'Questão cadastrada!');
    await load();
    if (saved?.id) markSaving([saved.id]);
  }

  async function move(category: QuestionCategory, question: Question, direction: 'cima' | 'baixo') {
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

  async function remove(question: Question) {
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

  if (loadError) return <Result status="warning" title="Não foi possível carregar o questionário" subTitle={loadError} extra={<Button onClick={() => void load()}>Tentar novamente</Button>} />;

  return (
    <>
      <PageHeader title="Questionário" breadcrumb={[{ title: 'Denúncias' }, { title: 'Questionário' }]} />
      <Typography.Paragraph type="secondary">
        Os painéis 1 e 2 do formulário de denúncia são os dados do estabelecimento. A partir do painel 3, cada categoria abaixo vira um painel, com as questões nesta ordem. As mudanças valem na hora para quem abrir o formulário.
      </Typography.Paragraph>
      {!categories ? (
        <Skeleton active />
      ) : categories.length === 0 ? (
        <Empty description="Nenhuma categoria de questões cadastrada" />
      ) : (
        <Flex vertical gap={16}>
          {categories.map((category, index) => (
            <Card
              key={category.id}
              data-testid={`painel-${category.id}`}
              title={<span style={{ whiteSpace: 'normal' }}>Painel {index + FIRST_CATEGORY_PANEL} — {category.titulo}</span>}
            >
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ category, question: null })} aria-label={`Nova questão em ${category.titulo}`}>
                Nova questão
              </Button>
              <List
                itemLayout="vertical"
                dataSource={category.questoes}
                locale={{ emptyText: 'Nenhuma questão nesta categoria' }}
                renderItem={(q, i) => {
                  const parent = q.parent ? all.find((p) => p.id === q.parent) : undefined;
                  return (
                    <List.Item
                      data-testid={`questao-${q.id}`}
                      actions={[
                        <Tooltip key="up" title="Subir">
                          <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Subir "${q.enunciado}"`} disabled={i === 0} onClick={() => move(category, q, 'cima')} />
                        </Tooltip>,
                        <Tooltip key="down" title="Descer">
                          <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Descer "${q.enunciado}"`} disabled={i === category.questoes.length - 1} onClick={() => move(category, q, 'baixo')} />
                        </Tooltip>,
                        <Tooltip key="edit" title="Editar">
                          <Button size="small" icon={<EditOutlined />} aria-label={`Editar "${q.enunciado}"`} onClick={() => setEditing({ category, question: q })} />
                        </Tooltip>,
                        <Tooltip key="del" title="Excluir">
                          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Excluir "${q.enunciado}"`} onClick={() => remove(q)} />
                        </Tooltip>,
                      ]}
                    >
                      <List.Item.Meta
                        title={
                          <Space wrap size={4}>
                            <span>{q.ordem}. {q.enunciado}</span>
                            {saving[q.id] && (
                              <Tag icon={<LoadingOutlined />} color="processing" role="status">
                                salvando…
                              </Tag>
                            )}
                          </Space>
                        }
                        description={
                          <Space wrap size={4}>
                            <Tag>{QUESTION_TYPE_LABELS[q.tipo]}</Tag>
                            {q.requerido && <Tag color="red">obrigatória</Tag>}
                            {q.opcoes.length > 0 && <span>Opções: {q.opcoes.map((o) => o.valor).join(' · ')}</span>}
                            {parent && (
                              <Tag color="purple" style={{ whiteSpace: 'normal' }}>
                                exibida quando &quot;{parent.enunciado}&quot; = &quot;{q.parentAnswer}&quot;
                              </Tag>
                            )}
                          </Space>
                        }
                      />
                    </List.Item>
                  );
                }}
              />
            </Card>
          ))}
        </Flex>
      )}
      {editing && (
        <QuestionForm
          open
          question={editing.question}
          category={editing.category}
          questions={all}
          indicators={indicators}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
