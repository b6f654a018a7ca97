import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@sisacte/api-client';
import type { NextStep, SaveAnswer } from '@sisacte/contracts/autodiagnostico/evaluations';
import { identificationApi } from './api';
import { retryDelayMs } from '../../shared/steps';

/** A network failure (no answer from the server), as opposed to a refusal. */
const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

export interface SaveAnswerState {
  sending: boolean;
  /** The connection was lost: the answer is kept and sent again (attempt number). */
  retrying: number;
}

/**
 * Saves an answer. When the connection is lost the answer is kept and sent again (after 1, 2, 4, 8,
 * then every 15 s, or as soon as the browser is back online) until the server answers: saving the same
 * answer twice is harmless (the server keeps one answer per question). A refusal (400, 404, 429) is
 * thrown to the caller at once.
 */
export function useSaveAnswer(code: string, save: (body: SaveAnswer, code: string) => Promise<NextStep> = identificationApi.saveAnswer) {
  const [state, setState] = useState<SaveAnswerState>({ sending: false, retrying: 0 });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    async (body: SaveAnswer): Promise<NextStep | null> => {
      setState({ sending: true, retrying: 0 });
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await save(body, code);
          } catch (error) {
            if (!isOffline(error) || !alive.current) throw error;
            setState({ sending: true, retrying: attempt });
            await waitForRetry(retryDelayMs(attempt));
            if (!alive.current) return null;
          }
        }
      } finally {
        if (alive.current) setState({ sending: false, retrying: 0 });
      }
    },
    [code, save],
  );
  return { ...state, send };
}

/** Resolves after `ms`, or earlier when the browser says the connection is back. */
function waitForRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}
