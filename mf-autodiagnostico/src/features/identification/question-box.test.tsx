import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, toApiError } from '@sisacte/api-client';
import type { NextStep, Question } from '@sisacte/contracts/autodiagnostico/evaluations';
import { AppProviders } from '@sisacte/ui';
import { identificationApi } from './api';
import { QuestionBox } from './question-box';

jest.mock('./api', () => ({
  identificationApi: { question: jest.fn(), feedback: jest.fn(), saveAnswer: jest.fn() },
}));
const api = identificationApi as jest.Mocked<typeof identificationApi>;
jest.setTimeout(60_000);

const QUESTION: Question = {
  id: 11,
  bloco_id: 100,
  enunciado: 'Todos os empregados têm registro em carteira?',
  referencia: 'CLT, art. 41',
  ordem: 1,
  opcoes: [
    { id: 1, texto: 'Sim', risco: 'Zero', ordem: 1 },
    { id: 2, texto: 'Não', risco: 'Alto', ordem: 2 },
  ],
  resposta: null,
};
const step = (over: Partial<NextStep> = {}): NextStep => ({ avaliacao_id: 7, modelo_id: 1, tipo: 'questao', id: 12, group_id: 100, finalizou: false, feedback: 'Registre todos no eSocial.', risco: 'Alto', ...over });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBox(onSaved = jest.fn()) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/admin/autodiagnostico/identificacao-riscos/7/questao/11/100']}>
        <Routes>
          <Route path="/admin/autodiagnostico/identificacao-riscos/7/questao/11/100" element={<QuestionBox avaliacaoId={7} code="AAAA-BBBB-CCCC" questionId={11} label="1.1" blockTitle="Registro" onSaved={onSaved} following={{ tipo: 'questao', id: 12, group_id: 100 }} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return onSaved;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.question.mockResolvedValue(QUESTION);
});

describe('a question of the identification wizard', () => {
  it('asks for an option, saves it with the code, shows its feedback and goes to the next question', async () => {
    api.saveAnswer.mockResolvedValue(step());
    const onSaved = renderBox();
    expect(await screen.findByRole('heading', { name: QUESTION.enunciado })).toBeInTheDocument();
    expect(screen.getByText('Referência: CLT, art. 41')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Escolha uma opção')).toBeInTheDocument();
    expect(api.saveAnswer).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Não'));
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Registre todos no eSocial.')).toBeInTheDocument();
    expect(screen.getByText('Risco Alto')).toBeInTheDocument();
    expect(api.saveAnswer).toHaveBeenCalledWith({ avaliacao_id: 7, questao_id: 11, opcao_id: 2 }, 'AAAA-BBBB-CCCC');
    expect(onSaved).toHaveBeenCalledWith(11, 2, 'Alto');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/autodiagnostico/identificacao-riscos/7/questao/12/100');
  });

  it('shows the feedback of the answer already given, and offers to change it or move on', async () => {
    api.question.mockResolvedValue({ ...QUESTION, resposta: 1 });
    api.feedback.mockResolvedValue({ opcao_id: 1, questao_id: 11, risco: 'Zero', feedback: 'Muito bem.' });
    renderBox();
    expect(await screen.findByText('Muito bem.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sim')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Alterar resposta' })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Não'));
    expect(screen.getByRole('button', { name: 'Alterar resposta' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/questao/12/100');
  });

  it("shows 'Houve um erro!' with the server's message and 'Fechar' when the answer is refused", async () => {
    api.saveAnswer.mockRejectedValue(new ApiError('A opção escolhida não pertence a esta questão', 400));
    renderBox();
    fireEvent.click(await screen.findByLabelText('Sim'));
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Houve um erro!');
    expect(dialog).toHaveTextContent('A opção escolhida não pertence a esta questão');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(api.saveAnswer).toHaveBeenCalledTimes(1);
  });

  it('says when to try again when the address is over a limit (from Retry-After)', async () => {
    api.saveAnswer.mockRejectedValue(toApiError(429, { message: 'Muitas requisições deste endereço. Aguarde alguns minutos e tente novamente.' }, 45));
    renderBox();
    fireEvent.click(await screen.findByLabelText('Sim'));
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Muitas requisições deste endereço. Tente novamente em 45 segundos.');
    expect(api.saveAnswer).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer while the connection is lost and sends it again until it goes through', async () => {
    jest.useFakeTimers();
    try {
      api.saveAnswer.mockRejectedValueOnce(new ApiError('Sem conexão', 0)).mockRejectedValueOnce(new ApiError('Sem conexão', 0)).mockResolvedValue(step());
      renderBox();
      await act(async () => void (await Promise.resolve()));
      fireEvent.click(await screen.findByLabelText('Não'));
      fireEvent.click(screen.getByRole('button', { name: /Responder/ }));
      expect(await screen.findByText('Sem conexão com o servidor')).toBeInTheDocument();
      expect(screen.getByLabelText('Não')).toBeChecked();
      await act(async () => void jest.advanceTimersByTime(1000));
      await waitFor(() => expect(api.saveAnswer).toHaveBeenCalledTimes(2));
      // back online: the browser's event sends it at once
      await act(async () => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('Registre todos no eSocial.')).toBeInTheDocument();
      expect(api.saveAnswer).toHaveBeenCalledTimes(3);
      expect(api.saveAnswer.mock.calls.every(([body]) => body.opcao_id === 2)).toBe(true);
      expect(screen.queryByText('Sem conexão com o servidor')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("after the last answer ('finalizou') says 'Parabéns!' and opens the status screen", async () => {
    api.saveAnswer.mockResolvedValue(step({ finalizou: true }));
    renderBox();
    fireEvent.click(await screen.findByLabelText('Sim'));
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Concluir e ver a situação' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Parabéns!'));
    expect(await screen.findByTestId('where', {}, { timeout: 5000 })).toHaveTextContent('/admin/status/7');
  });
});
