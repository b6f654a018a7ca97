import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('LazyPart', () => {
  it('draws the part once its code arrives', async () => {
    render(<LazyPart load={async () => ({ default: Greeting })} props={{ name: 'Ana' }} fallback={<p>carregando</p>} label="a saudação" />);
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
  });

  it('a failed fetch shows a warning in its place, says so, and "Tentar de novo" fetches the code again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Greeting });
    const onFailed = jest.fn();
    render(
      <>
        <h1>O resto da tela</h1>
        <LazyPart load={load} props={{ name: 'Ana' }} fallback={<p>carregando</p>} label="a saudação" onFailed={onFailed} />
      </>,
    );
    expect(await screen.findByText('Não foi possível carregar a saudação agora.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O resto da tela' })).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
