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
});
