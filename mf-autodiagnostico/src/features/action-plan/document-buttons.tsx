import { useState } from 'react';
import { Button } from 'antd';
import { useNotify } from '@sisacte/ui';
import { openDiagnosisPdf, saveMeasuresXlsx } from './api';

/** PDF of the diagnosis and action plan (new window) and XLSX of the measures (saved). */
export function DocumentButtons({ id, code }: { id: number; code: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const run = (kind: 'pdf' | 'xlsx', job: () => Promise<void>) => {
    setBusy(kind);
    job()
      .catch((e: unknown) => notify.error(e))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button onClick={() => run('pdf', () => openDiagnosisPdf(id, code))} loading={busy === 'pdf'}>
        PDF do diagnóstico e do plano
      </Button>
      <Button onClick={() => run('xlsx', () => saveMeasuresXlsx(id, code))} loading={busy === 'xlsx'}>
        XLSX das medidas
      </Button>
    </>
  );
}
