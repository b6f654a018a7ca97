import { Button, List, Space, Tag, Tooltip } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { type EditorQuestion, QUESTION_TYPE_LABELS } from '@sisacte/contracts/denuncias/questions';
import { missingLanguages } from './translation-summary';

interface QuestionListItemProps {
  question: EditorQuestion;
  /** The question it depends on, if any. */
  parent?: EditorQuestion;
  isFirst: boolean;
  isLast: boolean;
  saving: boolean;
  onMove: (direction: 'cima' | 'baixo') => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question in the editor: order, text, type, options, condition, the languages it lacks, and its four actions. */
export function QuestionListItem({ question: q, parent, isFirst, isLast, saving, onMove, onEdit, onDelete }: QuestionListItemProps) {
  const missing = missingLanguages(q);
  return (
    <List.Item
      data-testid={`questao-${q.id}`}
      actions={[
        <Tooltip key="up" title="Subir">
          <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Subir "${q.enunciado}"`} disabled={isFirst} onClick={() => onMove('cima')} />
        </Tooltip>,
        <Tooltip key="down" title="Descer">
          <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Descer "${q.enunciado}"`} disabled={isLast} onClick={() => onMove('baixo')} />
        </Tooltip>,
        <Tooltip key="edit" title="Editar">
          <Button size="small" icon={<EditOutlined />} aria-label={`Editar "${q.enunciado}"`} onClick={onEdit} />
        </Tooltip>,
        <Tooltip key="del" title="Excluir">
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Excluir "${q.enunciado}"`} onClick={onDelete} />
        </Tooltip>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <span>{q.ordem}. {q.enunciado}</span>
            {saving && (
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
            {missing.length > 0 && (
              <Tag color="orange" style={{ whiteSpace: 'normal' }}>
                falta traduzir: {missing.join(', ')}
              </Tag>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}
