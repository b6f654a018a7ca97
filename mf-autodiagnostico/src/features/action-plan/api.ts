import { ACTION_PLAN_API, type Measure, type MeasuresByRisk, type MeasureSave } from '@sisacte/contracts/autodiagnostico/action-plan';
import { openInNewWindow, saveDownload } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { call, documentBlob, get } from '../../shared/api-call';

/** The action plan's calls: the measures by risk and one measure saved. */
export const actionPlanApi = {
  measuresByRisk: (id: number, code: string) => get<MeasuresByRisk>(fillPath(ACTION_PLAN_API.risks, { id }), code),
  saveMeasure: (body: MeasureSave, code: string) => call<{ message: string; medida: Measure }>(ACTION_PLAN_API.save, { method: 'post', json: body, code }),
};

/** The PDF of the diagnosis and the action plan, in a new window. */
export const openDiagnosisPdf = (id: number, code: string): Promise<void> => openInNewWindow(() => documentBlob(fillPath(ACTION_PLAN_API.pdf, { id }), code));

/** The measures as XLSX, saved under the server's file name. */
export const saveMeasuresXlsx = (id: number, code: string): Promise<void> => saveDownload(() => documentBlob(fillPath(ACTION_PLAN_API.xlsx, { id }), code), `plano-de-acao-${id}.xlsx`);
