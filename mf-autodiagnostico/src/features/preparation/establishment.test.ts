import { evaluationCreateSchema } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fieldErrors } from './establishment';

describe('the establishment of a new evaluation', () => {
  it('needs a name, a CNAE and a state; the city is optional', () => {
    expect(fieldErrors(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: 'Padaria', cnae: '4721102', uf: 'SP', municipio_id: null }))).toEqual({});
    expect(fieldErrors(evaluationCreateSchema.safeParse({ modelo_id: 1, nome_estabelecimento: 'P', cnae: '', uf: '', municipio_id: null }))).toEqual({
      nome_estabelecimento: 'Nome do estabelecimento deve ter ao menos 2 caracteres',
      cnae: 'Escolha a atividade (CNAE) do estabelecimento',
      uf: 'Escolha o estado (UF)',
    });
  });
});
