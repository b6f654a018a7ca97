import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Spin } from 'antd';
import { identificationApi } from './api';
import { useMessage, useT } from '../../i18n';
import { useLocalized } from '../../shared/public-page';
import type { SidebarBlock } from '../../shared/api-call';
import { EvaluationGate, isAccessRefused } from '../../shared/access';
import { Screen } from '../../shared/screen';
import { following, progress } from '../../shared/steps';
import { BlockIntro } from './block-intro';
import { QuestionBox } from './question-box';
import { WizardSidebar } from './wizard-sidebar';

/**
 * /admin/autodiagnostico/identificacao-riscos/{avaliacao_id}/{tipo}/{id}/{group_id}: the sidebar and,
 * for tipo 'bloco', the block's presentation (it leads to its first question), for tipo 'questao',
 * the question. Everything comes from the route, so deep links and reloads land on the same step.
 */
export function IdentificationPage() {
  return <EvaluationGate>{(id, code, refuse) => <Wizard avaliacaoId={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function Wizard({ avaliacaoId, code, refuse }: { avaliacaoId: number; code: string; refuse: () => void }) {
  const params = useParams();
  const tipo = params.tipo === 'bloco' ? 'bloco' : params.tipo === 'questao' ? 'questao' : null;
  const stepId = Number(params.id);
  const { t } = useT();
  const message = useMessage();
  const { language } = useLocalized();
  const [sidebar, setSidebar] = useState<SidebarBlock[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(
    () => identificationApi.sidebar(avaliacaoId, code).then(setSidebar, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message))),
    // read again in a new language: the blocks and questions come in it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [avaliacaoId, code, refuse, language],
  );
  useEffect(() => void reload(), [reload]);

  if (!tipo || !Number.isInteger(stepId)) return <Screen title={t('identify.title')}>{t('identify.badAddress')}</Screen>;
  if (error) return <Screen title={t('identify.title')}><Alert type="error" showIcon title={message(error)} /></Screen>;
  if (!sidebar) return <Screen title={t('identify.title')}><Spin aria-label={t('identify.loadingQuestions')} /></Screen>;
  const { answered, total } = progress(sidebar);
  const block = sidebar.find((b) => (tipo === 'bloco' ? b.id === stepId : b.questoes.some((q) => q.id === stepId)));
  return (
    <Screen wide title={t('identify.title')} subtitle={t('identify.progress', { answered, total })}>
      <div className="ad-wizard">
        <WizardSidebar avaliacaoId={avaliacaoId} blocks={sidebar} tipo={tipo} activeId={stepId} />
        <div>
          {tipo === 'bloco' ? (
            <BlockIntro key={`${stepId}-${language}`} avaliacaoId={avaliacaoId} code={code} blockId={stepId} position={block ? sidebar.indexOf(block) + 1 : null} />
          ) : (
            <QuestionBox
              key={`${stepId}-${language}`}
              avaliacaoId={avaliacaoId}
              code={code}
              questionId={stepId}
              label={block ? `${sidebar.indexOf(block) + 1}.${block.questoes.findIndex((q) => q.id === stepId) + 1}` : ''}
              blockTitle={block?.titulo ?? ''}
              following={following(sidebar, stepId)}
              onSaved={(questao_id, opcao_id, risco) =>
                setSidebar((s) => s && s.map((b) => ({ ...b, questoes: b.questoes.map((q) => (q.id === questao_id ? { ...q, resposta: opcao_id, risco } : q)) })))
              }
            />
          )}
        </div>
      </div>
    </Screen>
  );
}
