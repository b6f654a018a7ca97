import { useState } from 'react';
import { Button, Card, Empty, Flex, List, Result, Skeleton, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type EditorCategory, type EditorQuestion } from '@sisacte/contracts/denuncias/questions';
import { PageHeader } from '@sisacte/ui';
import { QuestionForm } from './question-form';
import { QuestionListItem } from './question-list-item';
import { TranslationSummary } from './translation-summary';
import { useQuestionnaireEditor } from './use-questionnaire-editor';

/** The wizard's panels 1 and 2 are the establishment; categories start at panel 3. */
const FIRST_CATEGORY_PANEL = 3;

interface Editing {
  category: EditorCategory;
  question: EditorQuestion | null;
}

/** /admin/questionario/edit: one panel per category (numbered from 3), the questions in `ordem`. */
export function QuestionnaireEditorPage() {
  const { categories, all, indicators, loadError, saving, load, save, move, remove } = useQuestionnaireEditor();
  const [editing, setEditing] = useState<Editing | null>(null);

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
          <TranslationSummary questions={all} />
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
                renderItem={(q, i) => (
                  <QuestionListItem
                    question={q}
                    parent={q.parent ? all.find((p) => p.id === q.parent) : undefined}
                    isFirst={i === 0}
                    isLast={i === category.questoes.length - 1}
                    saving={!!saving[q.id]}
                    onMove={(direction) => move(category, q, direction)}
                    onEdit={() => setEditing({ category, question: q })}
                    onDelete={() => remove(q)}
                  />
                )}
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
          onSave={(body) => save(editing.category, body, () => setEditing(null))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
