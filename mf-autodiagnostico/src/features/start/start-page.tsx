import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { startApi } from './api';
import { evaluationsOnThisDevice, parseResumeInput, storeResumeCode } from '../../shared/resume-code';
import { Screen } from '../../shared/screen';

/**
 * /admin/autodiagnostico: the models offered (one per sector) and the way back to an evaluation
 * already started (its resume link, or its number and code). Plain HTML and CSS, no antd: the first
 * screen of a visitor's phone (see bootstrap.tsx).
 */
export function StartPage() {
  const navigate = useNavigate();
  const [models, setModels] = useState<ModelSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    startApi.models().then(setModels, (e: Error) => setError(e.message));
  }, []);
  return (
    <Screen title="Autodiagnóstico de riscos no trabalho" subtitle="Descubra, sem cadastro e sem fiscal, onde o seu estabelecimento descumpre as normas ou põe pessoas em risco, e monte um plano de ação.">
      <section className="ad-section" aria-labelledby="ad-models">
        <h2 id="ad-models">1. Escolha o modelo do seu setor</h2>
        {error && (
          <p className="ad-alert" role="alert">
            {error}
          </p>
        )}
        {!models && !error && (
          <p className="ad-hint" aria-busy="true">
            Carregando os modelos…
          </p>
        )}
        {models && (
          <ul className="ad-models">
            {models.map((m) => (
              <li key={m.id}>
                <h3>{m.nome}</h3>
                <p style={{ margin: '0 0 8px' }}>{m.descricao}</p>
                <p className="ad-hint" style={{ margin: '0 0 10px' }}>
                  {m.blocos} blocos, {m.questoes} questões · cerca de {Math.max(5, Math.round(m.questoes / 2))} minutos
                </p>
                <button type="button" className="ad-btn ad-btn-primary" onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.prepare, { modelo_id: m.id }))} aria-label={`Começar: ${m.nome}`}>
                  Começar
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ResumeSection />
    </Screen>
  );
}

/** Back to an evaluation: the resume link pasted, or its number and code; and those this device remembers. */
function ResumeSection() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const known = evaluationsOnThisDevice();
  return (
    <section className="ad-section" aria-labelledby="ad-resume">
      <h2 id="ad-resume">Retomar uma avaliação</h2>
      <p className="ad-hint">Cole o link de retomada que você guardou, ou informe o número da avaliação e o código de acesso.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseResumeInput(text);
          if (!parsed) return setProblem('Informe o link de retomada ou o número da avaliação');
          const typed = code.trim() || parsed.code;
          if (!typed) return setProblem('Informe o código de acesso');
          storeResumeCode(parsed.id, typed);
          navigate(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: parsed.id }));
        }}
      >
        <div className="ad-field">
          <label htmlFor="ad-resume-link">Link de retomada ou número da avaliação</label>
          <input id="ad-resume-link" className="ad-input" value={text} onChange={(e) => (setText(e.target.value), setProblem(null))} autoComplete="off" />
        </div>
        <div className="ad-field">
          <label htmlFor="ad-resume-code">Código de acesso (se não estiver no link)</label>
          <input id="ad-resume-code" className="ad-input" value={code} onChange={(e) => (setCode(e.target.value), setProblem(null))} placeholder="XXXX-XXXX-XXXX" autoComplete="off" maxLength={40} style={{ maxWidth: 260 }} />
        </div>
        {problem && (
          <p className="ad-field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="ad-btn">
          Retomar
        </button>
      </form>
      {known.length > 0 && (
        <>
          <h3 style={{ marginTop: 16 }}>Avaliações guardadas neste aparelho</h3>
          <ul>
            {known.map((id) => (
              <li key={id}>
                <Link to={fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: id })}>Avaliação nº {id}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
