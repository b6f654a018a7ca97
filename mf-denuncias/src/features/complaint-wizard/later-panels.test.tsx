import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryBoundary } from '@sisacte/ui';
import { onDemand } from './later-panels';

describe("a panel whose code is fetched on demand", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so in its place when the fetch fails, and fetches again when asked', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'))
      .mockResolvedValue(({ name }: { name: string }) => <p>Etapa {name}</p>);
    const Later = onDemand<{ name: string }>(load);
    render(
      <div>
        <p>Cabeçalho do formulário</p>
        <RetryBoundary title="Não foi possível carregar esta etapa" detail="Verifique sua conexão. O que você já preencheu continua guardado." retryLabel="Tentar de novo">
          <Suspense fallback={<p>Carregando</p>}>
            <Later name="Local" />
          </Suspense>
        </RetryBoundary>
      </div>,
    );
    expect(await screen.findByText('Não foi possível carregar esta etapa')).toBeInTheDocument();
    expect(screen.getByText('Cabeçalho do formulário')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Etapa Local')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again by itself after a failure (an offline phone is not sent a request per render)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
    const Later = onDemand<object>(load);
    render(
      <RetryBoundary title="Não foi possível carregar esta etapa" detail="Verifique sua conexão. O que você já preencheu continua guardado." retryLabel="Tentar de novo">
        <Suspense fallback={<p>Carregando</p>}>
          <Later />
        </Suspense>
      </RetryBoundary>,
    );
    expect(await screen.findByText('Não foi possível carregar esta etapa')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Não foi possível carregar esta etapa')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
