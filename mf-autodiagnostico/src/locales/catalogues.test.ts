import { ACTION_PLAN_SAVED_MESSAGE, measureSaveSchema, NO_RISK_FOR_QUESTION_MESSAGE } from '@sisacte/contracts/autodiagnostico/action-plan';
import {
  CNAE_NOT_FOUND_MESSAGE,
  EVALUATION_ERROR_CLOSE,
  EVALUATION_ERROR_TITLE,
  EVALUATION_NOT_FOUND_MESSAGE,
  EVALUATION_RATE_LIMITED_MESSAGE,
  evaluationCreateSchema,
  OPTION_NOT_OF_QUESTION_MESSAGE,
  QUESTION_NOT_OF_EVALUATION_MESSAGE,
  RISK_PHASE_DONE_TITLE,
} from '@sisacte/contracts/autodiagnostico/evaluations';
import { MODEL_NOT_FOUND_MESSAGE, RISK_LEVELS, UNANSWERED_LABEL } from '@sisacte/contracts/autodiagnostico/models';
import { describeCatalogues } from '@sisacte/ui/test';
import pt from './pt.json';
import es from './es.json';
import en from './en.json';
import fr from './fr.json';
import ht from './ht.json';

describeCatalogues('mf-autodiagnostico', { pt, es, en, fr, ht });

describe('the self-diagnosis catalogues (mf-autodiagnostico)', () => {
  it('holds, under messages, the Portuguese texts the contracts and the API write, as they write them', () => {
    const written = new Set<string>([
      EVALUATION_NOT_FOUND_MESSAGE,
      EVALUATION_RATE_LIMITED_MESSAGE,
      CNAE_NOT_FOUND_MESSAGE,
      OPTION_NOT_OF_QUESTION_MESSAGE,
      QUESTION_NOT_OF_EVALUATION_MESSAGE,
      NO_RISK_FOR_QUESTION_MESSAGE,
      MODEL_NOT_FOUND_MESSAGE,
    ]);
    const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((i) => i.message));
    for (const nome of [undefined, 'P', 'x'.repeat(201)]) issues(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: nome, cnae: '4721102', uf: 'SP' })).forEach((m) => written.add(m));
    const measure = { avaliacao_id: 1, questao_id: 1, acoes: 'Registrar', responsavel: 'Maria', data_inicio: '2027-01-10', data_fim: '2027-01-10' };
    for (const change of [{ acoes: undefined }, { acoes: 'x' }, { acoes: 'x'.repeat(4001) }, { responsavel: ' ' }, { responsavel: 'M' }, { responsavel: 'x'.repeat(201) }, { data_inicio: '10/01/2027' }, { data_fim: '2027-13-01' }, { data_inicio: '1999-12-31' }, { data_fim: '1999-12-31', data_inicio: '1999-12-30' }, { data_fim: '2027-01-09' }]) {
      issues(measureSaveSchema.safeParse({ ...measure, ...change })).forEach((m) => written.add(m));
    }
    const catalogued = new Set(Object.values(pt.messages));
    expect([...written].filter((m) => !catalogued.has(m))).toEqual([]);
    // and the fixed texts the contracts name
    expect([pt.app.errorTitle, pt.app.close, pt.identify.congratulations, pt.measures.savedTitle, pt.risk.unanswered]).toEqual([EVALUATION_ERROR_TITLE, EVALUATION_ERROR_CLOSE, RISK_PHASE_DONE_TITLE, ACTION_PLAN_SAVED_MESSAGE, UNANSWERED_LABEL]);
    expect([pt.risk.zero, pt.risk.low, pt.risk.medium, pt.risk.high]).toEqual([...RISK_LEVELS]);
  });
});
