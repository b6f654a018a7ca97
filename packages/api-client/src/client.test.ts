import { toSearchParams } from './client';
import { toApiError } from './errors';

describe('api client helpers', () => {
  it('sends only non-null search fields, arrays as repeated params', () => {
    const p = toSearchParams({ name: 'Ana', page: 0, cpf: '', city: null, uf: undefined, types: [1, 2] });
    expect(p.toString()).toBe('name=Ana&page=0&types=1&types=2');
  });

  it('normalises error bodies to a Portuguese message and a list', () => {
    expect(toApiError(400, { message: 'Dados inválidos', messages: ['Nome é obrigatório'] })).toMatchObject({
      message: 'Dados inválidos',
      messages: ['Nome é obrigatório'],
      status: 400,
    });
    expect(toApiError(500, 'oops').message).toBe('Erro interno do servidor');
    expect(toApiError(400, { messages: ['Usuário é obrigatório'] }).message).toBe('Usuário é obrigatório');
  });
});
