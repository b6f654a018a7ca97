import { measureSaveSchema } from '@sisacte/contracts/autodiagnostico/action-plan';
import { autodiagnosticoI18n } from '../../i18n';
import pt from '../../locales/pt.json';
import { measureErrors, type MeasureDraft } from './measure-draft';

const messages = new Map(Object.entries(pt.messages).map(([key, text]) => [text, `messages.${key}`]));
const t = (key: string) => autodiagnosticoI18n.t(key);
const message = (text: string) => (messages.has(text) ? t(messages.get(text)!) : text);
const check = (draft: MeasureDraft) => measureErrors(measureSaveSchema.safeParse({ avaliacao_id: 1, questao_id: 2, ...draft, data_inicio: draft.data_inicio ?? '', data_fim: draft.data_fim ?? '' }), draft, t, message);

describe('a measure before it is sent', () => {
  afterEach(() => autodiagnosticoI18n.load('pt'));

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

  it('says it in the page language', async () => {
    await autodiagnosticoI18n.load('fr');
    expect(check({ acoes: '', responsavel: 'M', data_inicio: '2027-01-10', data_fim: '2027-01-09' })).toEqual({
      acoes: 'Les actions doivent avoir au moins 3 caractères',
      responsavel: 'Le responsable doit avoir au moins 2 caractères',
      data_fim: 'La date de fin ne peut pas être antérieure à la date de début',
    });
    expect(check({ acoes: 'Registrar', responsavel: 'Maria', data_inicio: null, data_fim: '2027-01-09' })).toEqual({ data_inicio: 'Indiquez la date de début' });
  });

  it('has every date rule of the shared schema in the page language, the year 2100 bound included', async () => {
    await autodiagnosticoI18n.load('en');
    const base = { acoes: 'Registrar', responsavel: 'Maria' };
    expect(check({ ...base, data_inicio: '2101-01-01', data_fim: '2101-01-02' })).toEqual({ data_inicio: 'The start date cannot be after 31/12/2100', data_fim: 'The end date cannot be after 31/12/2100' });
    expect(check({ ...base, data_inicio: '1999-12-31', data_fim: '1999-12-31' })).toEqual({ data_inicio: 'The start date cannot be before 01/01/2000', data_fim: 'The end date cannot be before 01/01/2000' });
    // every message the schema gives for a date is one the catalogue has
    for (const [data_inicio, data_fim] of [['2101-01-01', '2101-01-02'], ['1999-12-31', '1999-12-31'], ['2027-02-30', 'x'], ['2027-01-10', '2027-01-09']] as const) {
      const result = measureSaveSchema.safeParse({ avaliacao_id: 1, questao_id: 2, ...base, data_inicio, data_fim });
      for (const issue of result.error?.issues ?? []) expect([issue.message, messages.has(issue.message)]).toEqual([issue.message, true]);
    }
  });
});
