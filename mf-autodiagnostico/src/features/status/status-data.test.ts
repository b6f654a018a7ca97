import { wrapWords } from './status-data';

describe('wrapWords (the chart’s block names on a phone)', () => {
  it('breaks between words, never inside one', () => {
    expect(wrapWords('5. Instalaciones sanitarias y comidas', 16)).toBe('5. Instalaciones\nsanitarias y\ncomidas');
    expect(wrapWords('1. Registro y documentos', 16)).toBe('1. Registro y\ndocumentos');
  });

  it('keeps a word longer than the width whole, on a line of its own', () => {
    expect(wrapWords('4. Ergonomía-organizacional completa', 10)).toBe('4.\nErgonomía-organizacional\ncompleta');
  });

  it('leaves a short name, or any name without a width, as it is', () => {
    expect(wrapWords('4. Ergonomía', 16)).toBe('4. Ergonomía');
    expect(wrapWords('5. Instalaciones sanitarias y comidas', Infinity)).toBe('5. Instalaciones sanitarias y comidas');
  });
});
