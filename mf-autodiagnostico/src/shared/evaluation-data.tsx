import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Spin } from 'antd';
import { usePublicLanguage } from '@sisacte/ui/i18n';
import { useMessage } from '../i18n';
import { isAccessRefused } from './access';
import { Screen } from './screen';

export interface EvaluationData<T> {
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  error: string | null;
}

/**
 * What a screen shows of one evaluation: a refused resume code sends the visitor back (`refuse`), any other failure is
 * the screen's error. Read again when the page changes language (the model's texts come in it).
 */
export function useEvaluationData<T>(load: (id: number, code: string) => Promise<T>, id: number, code: string, refuse: () => void): EvaluationData<T> {
  const { language } = usePublicLanguage();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    load(id, code).then(setData, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message)));
    // `load` is one of the feature's api calls; the evaluation and the language decide what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, code, refuse, language]);
  return { data, setData, error };
}

/** The screen while its data loads (`label` read by screen readers), or the failure's message in the page's language. */
export function LoadingScreen({ title, label, error }: { title: string; label: string; error: string | null }) {
  const message = useMessage();
  return <Screen title={title}>{error ? <Alert type="error" showIcon title={message(error)} /> : <Spin aria-label={label} />}</Screen>;
}
