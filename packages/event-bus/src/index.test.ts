import { emit, on } from './index';

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const off = on('navigate', (d) => seen.push(d.to));
    emit('navigate', { to: '/admin/painel' });
    off();
    emit('navigate', { to: '/' });
    expect(seen).toEqual(['/admin/painel']);
  });

  it('shares one target across copies of the module (window-level)', () => {
    jest.isolateModules(() => {
      // A second copy of the package, as a remote built at another time would have.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./index') as typeof import('./index');
      const seen: string[] = [];
      const off = copy.on('toast', (d) => seen.push(d.text));
      emit('toast', { kind: 'success', text: 'Dados atualizados!' });
      off();
      expect(seen).toEqual(['Dados atualizados!']);
    });
  });
});
