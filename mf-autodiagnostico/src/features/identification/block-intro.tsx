import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { Block } from '@sisacte/contracts/autodiagnostico/evaluations';
import { identificationApi } from './api';
import { useMessage, useT } from '../../i18n';
import { useErrorDialog } from '../../shared/error-dialog';
import { useLocalized } from '../../shared/public-page';
import { stepPath } from '../../shared/steps';

/** Tipo 'bloco': the block's title and presentation; its button opens the block's first question. */
export function BlockIntro({ avaliacaoId, code, blockId, position }: { avaliacaoId: number; code: string; blockId: number; position: number | null }) {
  const { go } = useLocalized();
  const { t } = useT();
  const message = useMessage();
  const showError = useErrorDialog();
  const [block, setBlock] = useState<Block | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);
  useEffect(() => {
    identificationApi.block(blockId, avaliacaoId, code).then(setBlock, (e: Error) => setError(e.message));
  }, [blockId, avaliacaoId, code]);

  async function start() {
    setGoing(true);
    try {
      const question = await identificationApi.firstQuestion(blockId, avaliacaoId, code);
      go(stepPath(avaliacaoId, { tipo: 'questao', id: question.id, group_id: blockId }));
    } catch (e) {
      showError(e);
      setGoing(false);
    }
  }

  if (error) return <Alert type="error" showIcon title={message(error)} />;
  if (!block) return <Spin aria-label={t('identify.loadingBlock')} />;
  const answered = block.questoes.filter((q) => q.resposta !== null).length;
  return (
    <section className="ad-section ad-question" aria-labelledby="ad-block-title">
      <p className="ad-hint" style={{ margin: 0 }}>
        {t('identify.block', { n: position ?? block.ordem })}
      </p>
      <h2 id="ad-block-title">{block.titulo}</h2>
      {block.descricao && <p>{block.descricao}</p>}
      <p>
        {t('identify.blockQuestions', { count: block.questoes.length })}
        {answered > 0 ? t('identify.alreadyAnswered', { count: answered }) : ''}.
      </p>
      <Button type="primary" onClick={() => void start()} loading={going}>
        {answered > 0 ? t('identify.reviewBlock') : t('identify.startBlock')}
      </Button>
    </section>
  );
}
