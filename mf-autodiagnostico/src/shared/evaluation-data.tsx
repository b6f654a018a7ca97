import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Spin } from 'antd';
import { isAccessRefused } from './access';
import { Screen } from './screen';

export interface EvaluationData<T> {
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  error: string | null;
}

/** What a screen shows of one evaluation: a refused resume code sends the visitor back (`refuse`), any other failure is the screen's error. */
export function useEvaluationData<T>(load: (id: number, code: string) => Promise<T>, id: number, code: string, refuse: () => void): EvaluationData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    load(id, code).then(setData, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message)));
    // `load` is one of the feature's api calls; the evaluation is what decides what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, code, refuse]);
  return { data, setData, error };
}

/** The screen while its data loads (`label` read by screen readers), or the failure's message. */
export function LoadingScreen({ title, label, error }: { title: string; label: string; error: string | null }) {
  return <Screen title={title}>{error ? <Alert type="error" showIcon title={error} /> : <Spin aria-label={label} />}</Screen>;
}
