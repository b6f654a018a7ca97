import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Input } from 'antd';
import { ApiError } from '@sisacte/api-client';
import { useT } from '../i18n';
import { codeInFragment, dropFragment, forgetResumeCode, readResumeCode, storeResumeCode } from './resume-code';
import { Screen } from './screen';

/** The evaluation id of the route (`:avaliacao_id`), or null when it is not a number. */
export function useEvaluationId(): number | null {
  const { avaliacao_id } = useParams();
  const id = Number(avaliacao_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The resume code of evaluation `id`: from a resume link just opened (stored, then taken out of the
 * address bar), else from this device's storage. `refused` forgets it (the server said 404).
 */
export function useResumeCode(id: number | null) {
  const [code, setCode] = useState<string | null>(() => {
    if (id === null) return null;
    const fromLink = codeInFragment(window.location.hash);
    if (fromLink) storeResumeCode(id, fromLink);
    return fromLink ?? readResumeCode(id);
  });
  useEffect(() => {
    if (codeInFragment(window.location.hash)) dropFragment();
  }, []);
  useEffect(() => {
    setCode(id === null ? null : readResumeCode(id));
  }, [id]);
  const provide = useCallback(
    (typed: string) => {
      if (id === null) return;
      storeResumeCode(id, typed);
      setCode(readResumeCode(id));
    },
    [id],
  );
  const refused = useCallback(() => {
    if (id === null) return;
    forgetResumeCode(id);
    setCode(null);
  }, [id]);
  return { code, provide, refused };
}

/**
 * A 404 of a call about one evaluation: unknown evaluation or wrong code (the server does not tell which, and may
 * say it in the page's language, so the status is what tells).
 */
export const isAccessRefused = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Asks for the resume code when this device does not have it (or the one it had was refused). */
export function ResumeCodePrompt({ id, onCode, refused }: { id: number; onCode: (code: string) => void; refused?: boolean }) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  return (
    <Screen title={t('app.evaluationNumber', { id })}>
      {refused && <Alert type="error" showIcon title={t('messages.notFound')} style={{ marginBottom: 16 }} />}
      <p>{t('access.askCode')}</p>
      <form
        className="ad-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) onCode(typed);
        }}
      >
        <label htmlFor="ad-codigo">{t('access.codeLabel')}</label>
        <Input id="ad-codigo" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="XXXX-XXXX-XXXX" autoComplete="off" maxLength={40} style={{ maxWidth: 240 }} />
        <Button type="primary" htmlType="submit">
          {t('access.open')}
        </Button>
      </form>
    </Screen>
  );
}

/**
 * The screens of one evaluation: renders `children(id, code, refuse)` once the code is known, else asks for it.
 * A screen calls `refuse()` when the server answers 404 to the code.
 */
export function EvaluationGate({ children }: { children: (id: number, code: string, refuse: () => void) => ReactNode }) {
  const { t } = useT();
  const id = useEvaluationId();
  const { code, provide, refused } = useResumeCode(id);
  const [wasRefused, setWasRefused] = useState(false);
  const refuse = useCallback(() => {
    setWasRefused(true);
    refused();
  }, [refused]);
  if (id === null) return <Screen title={t('access.notFoundTitle')}>{t('access.notFoundText')}</Screen>;
  if (!code) return <ResumeCodePrompt id={id} refused={wasRefused} onCode={(c) => (setWasRefused(false), provide(c))} />;
  return children(id, code, refuse);
}
