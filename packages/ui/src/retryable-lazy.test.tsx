import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './error-boundary';
import { showPageTexts } from './i18n/page-texts';
import { portugueseT } from './i18n/portuguese-t';
import es from './i18n/ui-locales/es.json';
import { retryableLazy } from './retryable-lazy';

const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

describe('retryableLazy', () => {
  it("a screen whose code could not be fetched is fetched again by the module's 'Tentar novamente'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Screen }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 12 failed'))
      .mockResolvedValue({ default: Screen });
    const Lazy = retryableLazy(load);
    render(
      <RemoteErrorBoundary remote="mf-acolhimento">
        <Suspense fallback={<p>carregando</p>}>
          <Lazy title="Empregadores" />
        </Suspense>
      </RemoteErrorBoundary>,
    );
    expect(await screen.findByText('Não foi possível carregar este módulo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('heading', { name: 'Empregadores' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says so in the visitor's language on a public page (the boundary is above the remote's own language provider)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const shown = showPageTexts({ language: 'es', t: portugueseT(es) });
    try {
      const Lazy = retryableLazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 7 failed')));
      render(
        <RemoteErrorBoundary remote="mf-denuncias">
          <Suspense fallback={null}>
            <Lazy title="Hacer una denuncia" />
          </Suspense>
        </RemoteErrorBoundary>,
      );
      expect(await screen.findByText('No se pudo cargar esta sección')).toBeInTheDocument();
      expect(screen.getByText(/La sección Denuncias no está disponible/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Intentar de nuevo/ })).toBeInTheDocument();
    } finally {
      shown.remove();
    }
  });

  it('a screen fetched once is not fetched again when drawn again', async () => {
    const load = jest.fn(async () => ({ default: Screen }));
    const Lazy = retryableLazy(load);
    const { unmount } = render(<Suspense fallback={null}><Lazy title="Vagas" /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Vagas' })).toBeInTheDocument();
    unmount();
    render(<Suspense fallback={null}><Lazy title="Vagas" /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Vagas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
