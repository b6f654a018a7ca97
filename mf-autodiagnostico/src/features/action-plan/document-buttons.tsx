import { useState } from 'react';
import { Button } from 'antd';
import { useT } from '../../i18n';
import { useErrorNotice } from '../../shared/error-dialog';
import { openDiagnosisPdf, saveMeasuresXlsx } from './api';

/** PDF of the diagnosis and action plan (new window) and XLSX of the measures (saved). */
export function DocumentButtons({ id, code }: { id: number; code: string }) {
  const notifyError = useErrorNotice();
  const { t } = useT();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const run = (kind: 'pdf' | 'xlsx', job: () => Promise<void>) => {
    setBusy(kind);
    job()
      .catch((e: unknown) => notifyError(e))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button onClick={() => run('pdf', () => openDiagnosisPdf(id, code))} loading={busy === 'pdf'}>
        {t('plan.pdf')}
      </Button>
      <Button onClick={() => run('xlsx', () => saveMeasuresXlsx(id, code))} loading={busy === 'xlsx'}>
        {t('plan.xlsx')}
      </Button>
    </>
  );
}
