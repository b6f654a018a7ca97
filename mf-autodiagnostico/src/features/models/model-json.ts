/** The text of a model file as JSON, or a Portuguese message saying why it is not (with the position of a syntax error). */
export function parseModelJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: 'Escolha um arquivo ou cole o JSON do modelo' };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: 'O JSON deve ser um objeto com codigo, nome e blocos' };
    return { ok: true, value };
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    if (position === undefined) return { ok: false, message: 'JSON inválido' };
    const before = text.slice(0, Number(position));
    const line = before.split('\n').length;
    const column = Number(position) - before.lastIndexOf('\n');
    return { ok: false, message: `JSON inválido na linha ${line}, coluna ${column}` };
  }
}
