import { ACTION_PLAN_API, type Measure, type MeasuresByRisk, type MeasureSave } from '@sisacte/contracts/autodiagnostico/action-plan';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { call, documentBlob, get } from '../../shared/api-call';

/** The action plan's calls: the measures by risk and one measure saved. */
export const actionPlanApi = {
  measuresByRisk: (id: number, code: string) => get<MeasuresByRisk>(fillPath(ACTION_PLAN_API.risks, { id }), code),
  saveMeasure: (body: MeasureSave, code: string) => call<{ message: string; medida: Measure }>(ACTION_PLAN_API.save, { method: 'post', json: body, code }),
};

/** The PDF of the diagnosis and the action plan, in a new window (opened first, so pop-up blockers allow it). */
export async function openDiagnosisPdf(id: number, code: string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await documentBlob(fillPath(ACTION_PLAN_API.pdf, { id }), code);
    const url = URL.createObjectURL(blob);
    if (win) win.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** The measures as XLSX, saved under the server's file name. */
export async function saveMeasuresXlsx(id: number, code: string): Promise<void> {
  const { blob, filename } = await documentBlob(fillPath(ACTION_PLAN_API.xlsx, { id }), code);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? `plano-de-acao-${id}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
