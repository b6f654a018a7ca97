import { evaluationCreateSchema } from '@sisacte/contracts/autodiagnostico/evaluations';
import { autodiagnosticoI18n } from '../../i18n';
import pt from '../../locales/pt.json';
import { fieldErrors } from './establishment';

describe('the establishment of a new evaluation', () => {
  const messages = new Map(Object.entries(pt.messages).map(([key, text]) => [text, `messages.${key}`]));
  const t = (key: string) => autodiagnosticoI18n.t(key);
  const message = (text: string) => (messages.has(text) ? t(messages.get(text)!) : text);
  afterEach(() => autodiagnosticoI18n.load('pt'));

  it('needs a name, a CNAE and a state; the city is optional', () => {
    expect(fieldErrors(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: 'Padaria', cnae: '4721102', uf: 'SP', municipio_id: null }), t, message)).toEqual({});
    expect(fieldErrors(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: 'P', cnae: '', uf: '', municipio_id: null }), t, message)).toEqual({
      nome_estabelecimento: 'Nome do estabelecimento deve ter ao menos 2 caracteres',
      cnae: 'Escolha a atividade (CNAE) do estabelecimento',
      uf: 'Escolha o estado (UF)',
    });
  });

  it('says so in the page language', async () => {
    await autodiagnosticoI18n.load('es');
    expect(fieldErrors(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: 'P', cnae: '', uf: '', municipio_id: null }), t, message)).toEqual({
      nome_estabelecimento: 'El nombre del establecimiento debe tener al menos 2 caracteres',
      cnae: 'Elija la actividad (CNAE) del establecimiento',
      uf: 'Elija el estado (UF)',
    });
  });
});
