import { Card, Descriptions, Empty, Flex } from 'antd';
import { type ComplaintProfile } from '@sisacte/contracts/denuncias/complaint-profile';

/** The answers as the complainant gave them, by category in the questionnaire's order (hidden questions left out by the server). */
export function AnswersByCategory({ categorias }: { categorias: ComplaintProfile['categorias'] }) {
  const withAnswers = categorias.filter((c) => c.respostas.length > 0);
  if (withAnswers.length === 0) return <Empty description="Nenhuma resposta registrada" />;
  return (
    <Flex vertical gap={16}>
      {withAnswers.map((c) => (
        <Card key={c.id} size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{c.titulo}</h3>}>
          <Descriptions
            size="small"
            column={1}
            layout="vertical"
            items={c.respostas.map((r) => ({ key: r.idQuestao, label: r.enunciado, children: r.resposta || '—' }))}
          />
        </Card>
      ))}
    </Flex>
  );
}
