import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { startApi } from './api';
import { useMessage, useT } from '../../i18n';
import { useLocalized } from '../../shared/public-page';
import { evaluationsOnThisDevice, parseResumeInput, storeResumeCode } from '../../shared/resume-code';
import { Screen } from '../../shared/screen';

/**
 * /admin/autodiagnostico: the models offered (one per sector) and the way back to an evaluation
 * already started (its resume link, or its number and code). Plain HTML and CSS, no antd: the first
 * screen of a visitor's phone (see bootstrap.tsx).
 */
export function StartPage() {
  const { go, language } = useLocalized();
  const { t } = useT();
  const message = useMessage();
  const [models, setModels] = useState<ModelSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    startApi.models().then(setModels, (e: Error) => setError(e.message));
  }, [language]);
  return (
    <Screen title={t('start.title')} subtitle={t('start.subtitle')}>
      <section className="ad-section" aria-labelledby="ad-models">
        <h2 id="ad-models">{t('start.chooseModel')}</h2>
        {error && (
          <p className="ad-alert" role="alert">
            {message(error)}
          </p>
        )}
        {!models && !error && (
          <p className="ad-hint" aria-busy="true">
            {t('start.loadingModels')}
          </p>
        )}
        {models && (
          <ul className="ad-models">
            {models.map((m) => {
              // a model not translated into the page's language comes in Portuguese, and says so
              const portuguese = m.idioma === 'pt' && language !== 'pt';
              return (
                <li key={m.id}>
                  <h3 lang={portuguese ? 'pt-BR' : undefined}>
                    {m.nome} {portuguese && <span className="ad-hint" lang={language}>{t('app.inPortuguese')}</span>}
                  </h3>
                  <p style={{ margin: '0 0 8px' }} lang={portuguese ? 'pt-BR' : undefined}>
                    {m.descricao}
                  </p>
                  <p className="ad-hint" style={{ margin: '0 0 10px' }}>
                    {t('start.modelSize', { blocks: m.blocos, questions: m.questoes, minutes: Math.max(5, Math.round(m.questoes / 2)) })}
                  </p>
                  <button type="button" className="ad-btn ad-btn-primary" onClick={() => go(fillPath(SCREENS.selfDiagnosis.prepare, { modelo_id: m.id }))} aria-label={t('start.startModel', { name: m.nome })}>
                    {t('start.start')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ResumeSection />
    </Screen>
  );
}

/** Back to an evaluation: the resume link pasted, or its number and code; and those this device remembers. */
function ResumeSection() {
  const { go, href } = useLocalized();
  const { t } = useT();
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const known = evaluationsOnThisDevice();
  return (
    <section className="ad-section" aria-labelledby="ad-resume">
      <h2 id="ad-resume">{t('start.resumeTitle')}</h2>
      <p className="ad-hint">{t('start.resumeHint')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseResumeInput(text);
          if (!parsed) return setProblem(t('start.resumeMissingLink'));
          const typed = code.trim() || parsed.code;
          if (!typed) return setProblem(t('start.resumeMissingCode'));
          storeResumeCode(parsed.id, typed);
          go(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: parsed.id }));
        }}
      >
        <div className="ad-field">
          <label htmlFor="ad-resume-link">{t('start.resumeLinkLabel')}</label>
          <input id="ad-resume-link" className="ad-input" value={text} onChange={(e) => (setText(e.target.value), setProblem(null))} autoComplete="off" />
        </div>
        <div className="ad-field">
          <label htmlFor="ad-resume-code">{t('start.resumeCodeLabel')}</label>
          <input id="ad-resume-code" className="ad-input" value={code} onChange={(e) => (setCode(e.target.value), setProblem(null))} placeholder="XXXX-XXXX-XXXX" autoComplete="off" maxLength={40} style={{ maxWidth: 260 }} />
        </div>
        {problem && (
          <p className="ad-field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="ad-btn">
          {t('start.resume')}
        </button>
      </form>
      {known.length > 0 && (
        <>
          <h3 style={{ marginTop: 16 }}>{t('start.onDevice')}</h3>
          <ul>
            {known.map((id) => (
              <li key={id}>
                <Link to={href(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: id }))}>{t('app.evaluationNumber', { id })}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
