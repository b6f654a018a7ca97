import { emit, on } from './index';

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const off = on('session:logout', (d) => seen.push(d.reason));
    emit('session:logout', { reason: 'expired' });
    off();
    emit('session:logout', { reason: 'user' });
    expect(seen).toEqual(['expired']);
  });

  it('shares one target across copies of the module (window-level)', () => {
    jest.isolateModules(() => {
      // A second copy of the package, as a remote built at another time would have.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./index') as typeof import('./index');
      const seen: string[] = [];
      const off = copy.on('notification', (d) => seen.push(d.texto));
      emit('notification', { id: 1, texto: 'Nova denúncia recebida' });
      off();
      expect(seen).toEqual(['Nova denúncia recebida']);
    });
  });

  it("carries a real-time notification's id, text and where it leads", () => {
    const seen: unknown[] = [];
    const off = on('notification', (d) => seen.push(d));
    emit('notification', { id: 42, texto: 'Denúncia DEN-2026-000042 encaminhada', redirect: 42 });
    emit('notification', { id: 43, texto: 'Aviso geral', redirect: null });
    off();
    expect(seen).toEqual([
      { id: 42, texto: 'Denúncia DEN-2026-000042 encaminhada', redirect: 42 },
      { id: 43, texto: 'Aviso geral', redirect: null },
    ]);
  });
});
