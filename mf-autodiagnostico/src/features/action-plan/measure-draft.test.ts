import { measureSaveSchema } from '@sisacte/contracts/autodiagnostico/action-plan';
import { measureErrors, type MeasureDraft } from './measure-draft';

const check = (draft: MeasureDraft) => measureErrors(measureSaveSchema.safeParse({ avaliacao_id: 1, questao_id: 2, ...draft, data_inicio: draft.data_inicio ?? '', data_fim: draft.data_fim ?? '' }), draft);

describe('a measure before it is sent', () => {
  it('accepts actions, a person responsible and an end on or after the start', () => {
    expect(check({ acoes: 'Registrar os empregados', responsavel: 'Maria', data_inicio: '2027-01-10', data_fim: '2027-01-10' })).toEqual({});
  });

  it('refuses an end before the start, on the end field', () => {
    expect(check({ acoes: 'Registrar os empregados', responsavel: 'Maria', data_inicio: '2027-01-10', data_fim: '2027-01-09' })).toEqual({ data_fim: 'Data de fim não pode ser anterior à data de início' });
  });

  it('says plainly what is missing', () => {
    const errors = check({ acoes: '', responsavel: ' ', data_inicio: null, data_fim: null });
    expect(errors).toMatchObject({ acoes: 'Ações devem ter ao menos 3 caracteres', data_inicio: 'Informe a data de início', data_fim: 'Informe a data de fim' });
    expect(errors.responsavel).toMatch(/Responsável/);
  });
});
