import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './error-boundary';
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
