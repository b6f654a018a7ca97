import { parseModelJson } from './model-json';

describe('a model file read before import', () => {
  it('gives the object of a valid file', () => {
    expect(parseModelJson('{"codigo": "x", "blocos": []}')).toEqual({ ok: true, value: { codigo: 'x', blocos: [] } });
  });

  it('says where a syntax error is, and refuses what is not an object', () => {
    const result = parseModelJson('{\n  "codigo": "x",\n  "nome": oops\n}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^JSON inválido( na linha 3, coluna \d+)?$/);
    expect(parseModelJson('[1, 2]')).toEqual({ ok: false, message: 'O JSON deve ser um objeto com codigo, nome e blocos' });
    expect(parseModelJson('  ')).toEqual({ ok: false, message: 'Escolha um arquivo ou cole o JSON do modelo' });
  });
});
