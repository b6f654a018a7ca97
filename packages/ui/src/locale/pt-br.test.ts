import enUS from 'antd/locale/en_US';
import { ptBR } from './pt-br';

/** Every string leaf of a locale object, by its dotted path. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  } else {
    out.set(path, value);
  }
  return out;
}

/** Values that are the same in both languages: formats, codes, 'OK', placeholders of the validation templates. */
const SAME_IN_BOTH = /^(OK|item|)$|^[-/:.\sYMDHhmsSAaQqWwoDdTt[\]]+$|^\$\{\w+\}$/;
const CODES = /(^|\.)(locale|format|\w+Format)$/;

describe('the pt-BR locale of antd', () => {
  const pt = leaves(ptBR);
  const en = leaves(enUS);

  it('has every key of the English one', () => {
    const missing = [...en.keys()].filter((key) => !pt.has(key) && !CODES.test(key));
    expect(missing).toEqual([]);
  });

  it('leaves nothing in English', () => {
    const english = [...en]
      .filter(([key, text]) => typeof text === 'string' && !CODES.test(key) && !SAME_IN_BOTH.test(text))
      .filter(([key, text]) => pt.get(key) === text)
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(english).toEqual([]);
  });

  it('says what a table checkbox and a date picker do in Portuguese', () => {
    expect(ptBR.Table?.selectAll).toBe('Marcar todos desta página');
    expect(ptBR.Table?.filterReset).toBe('Limpar');
    expect(ptBR.DatePicker?.lang.clear).toBe('Limpar');
    expect(ptBR.DatePicker?.lang.weekSelect).toBe('Escolher semana');
    expect(ptBR.global?.placeholder).toBe('Selecione');
  });
});
