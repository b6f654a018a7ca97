import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Spin } from 'antd';
import { identificationApi } from './api';
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
  const [sidebar, setSidebar] = useState<SidebarBlock[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(
    () => identificationApi.sidebar(avaliacaoId, code).then(setSidebar, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message))),
    [avaliacaoId, code, refuse],
  );
  useEffect(() => void reload(), [reload]);

  if (!tipo || !Number.isInteger(stepId)) return <Screen title="Identificação de riscos">Endereço inválido.</Screen>;
  if (error) return <Screen title="Identificação de riscos"><Alert type="error" showIcon title={error} /></Screen>;
  if (!sidebar) return <Screen title="Identificação de riscos"><Spin aria-label="Carregando as questões" /></Screen>;
  const { answered, total } = progress(sidebar);
  const block = sidebar.find((b) => (tipo === 'bloco' ? b.id === stepId : b.questoes.some((q) => q.id === stepId)));
  return (
    <Screen wide title="Identificação de riscos" subtitle={`${answered} de ${total} questões respondidas`}>
      <div className="ad-wizard">
        <WizardSidebar avaliacaoId={avaliacaoId} blocks={sidebar} tipo={tipo} activeId={stepId} />
        <div>
          {tipo === 'bloco' ? (
            <BlockIntro key={stepId} avaliacaoId={avaliacaoId} code={code} blockId={stepId} position={block ? sidebar.indexOf(block) + 1 : null} />
          ) : (
            <QuestionBox
              key={stepId}
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
