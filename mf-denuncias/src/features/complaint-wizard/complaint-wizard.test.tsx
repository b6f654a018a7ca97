import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@sisacte/ui';
import { renderAt } from '@sisacte/ui/test';
import { ApiError, toApiError } from '@sisacte/api-client';
import { useSession } from '@sisacte/auth';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { MemoryRouter } from 'react-router-dom';
import { denunciasI18n } from '../../i18n';
import { ComplaintWizard } from './complaint-wizard';
import { ComplaintWizardPage } from './complaint-wizard-page';
import { DRAFT_KEY, type WizardDraft } from './draft';
import * as api from './api';

jest.mock('./api', () => ({
  listQuestionnaire: jest.fn(),
  listOrganizations: jest.fn(() => Promise.resolve([])),
  createComplaint: jest.fn(),
  getGeoConfig: jest.fn(() => new Promise(() => undefined)),
  searchPlaces: jest.fn(() => Promise.resolve([])),
}));
// The ALTCHA widget (a web component doing proof of work) stands in as a plain checkbox.
jest.mock('../../shared/captcha/altcha-box', () => {
  const { forwardRef, useImperativeHandle, useRef } = jest.requireActual('react');
  return {
    AltchaBox: forwardRef(function FakeAltcha({ onChange }: { onChange: (p: string | null) => void }, ref: unknown) {
      const box = useRef(null);
      useImperativeHandle(ref, () => ({ reset: () => onChange(null), focus: () => box.current?.focus() }));
      return (
        <label>
          <input ref={box} type="checkbox" onChange={(e) => onChange(e.target.checked ? 'solução-altcha' : null)} /> Não sou um robô
        </label>
      );
    }),
  };
});

const mocked = api as jest.Mocked<typeof api>;
// antd forms in jsdom on a shared, busy machine
jest.setTimeout(60_000);

const q = (id: number, tipo: 1 | 2 | 3 | 4, enunciado: string, extra: Partial<QuestionCategory['questoes'][number]> = {}) => ({
  id,
  enunciado,
  tipo,
  requerido: false,
  ordem: id,
  status: 1,
  categoria: { id: 1 },
  opcoes: [],
  parent: null,
  parentAnswer: null,
  ...extra,
});
const opts = (...values: [number, string][]) => values.map(([id, valor]) => ({ id, valor, indicadores: [] }));

const QUESTIONNAIRE: QuestionCategory[] = [
  {
    id: 1,
    titulo: 'Trabalho forçado',
    ordem: 1,
    questoes: [
      q(1, 3, 'Podem sair quando quiserem?', { requerido: true, opcoes: opts([11, 'Sim'], [12, 'Não']) }),
      q(2, 4, 'O que impede de sair?', { requerido: true, parent: 1, parentAnswer: 'Não', opcoes: opts([21, 'Ameaças'], [22, 'Vigias']) }),
      q(3, 2, 'Quantos trabalhadores?'),
    ],
  },
  {
    id: 2,
    titulo: 'Jornada exaustiva',
    ordem: 2,
    questoes: [q(4, 4, 'O que acontece?', { categoria: { id: 2 }, requerido: true, opcoes: opts([41, 'Trabalham à noite'], [42, 'Sem pausa']) })],
  },
];

const PLACE = {
  nomefantasia: 'Fazenda Boa Vista',
  enderecoempresa: 'Estrada da Serra, km 12',
  uf: 'MT',
  municipio: { id: 5103403, nome: 'Cuiabá' },
  estabelecimento_latitude: -15.6,
  estabelecimento_longitude: -56.1,
  estabelecimento_encerramento: null,
  organizacoes: [],
};

function seedDraft(step: number, respostas: WizardDraft['values']['respostas'] = {}, key = '11111111-2222-4333-8444-555555555555', organizacoes: number[] = []) {
  const draft: WizardDraft = { values: { ...PLACE, organizacoes, respostas }, step, idempotencyKey: key, savedAt: new Date().toISOString() };
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

function renderWizard() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <ComplaintWizard followUpPath="/denunciar/acompanhar" />
      </MemoryRouter>
    </AppProviders>,
  );
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const next = () => fireEvent.click(screen.getByRole('button', { name: /Próximo/ }));

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, user: null });
  jest.clearAllMocks();
  mocked.listQuestionnaire.mockResolvedValue(QUESTIONNAIRE);
});

describe('complaint wizard', () => {
  it('restores the draft after a reload: same panel, same answers', async () => {
    seedDraft(2, { q1: 12, q2: [22] });
    renderWizard();
    expect(await screen.findByRole('heading', { name: '3. Trabalho forçado' })).toBeInTheDocument();
    expect(screen.getByText('Continuamos de onde você parou.')).toBeInTheDocument();
    // The question panels' code arrives after the page's (later-panels.tsx).
    await screen.findByRole('group', { name: /^Podem sair/ });
    expect(within(group('Podem sair')).getByLabelText('Não')).toBeChecked();
    expect(within(group('O que impede')).getByLabelText('Vigias')).toBeChecked();
  });

  it('shows a child question only for the triggering answer, and clears its answer when the parent changes', async () => {
    seedDraft(2);
    renderWizard();
    await screen.findByRole('heading', { name: '3. Trabalho forçado' });
    expect(screen.queryByRole('group', { name: /O que impede/ })).not.toBeInTheDocument();

    fireEvent.click(within(group('Podem sair')).getByLabelText('Não'));
    fireEvent.click(within(await waitFor(() => group('O que impede'))).getByLabelText('Ameaças'));
    expect(within(group('O que impede')).getByLabelText('Ameaças')).toBeChecked();

    fireEvent.click(within(group('Podem sair')).getByLabelText('Sim'));
    await waitFor(() => expect(screen.queryByRole('group', { name: /O que impede/ })).not.toBeInTheDocument());
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values.respostas.q2).toBeNull());

    fireEvent.click(within(group('Podem sair')).getByLabelText('Não'));
    expect(within(await waitFor(() => group('O que impede'))).getByLabelText('Ameaças')).not.toBeChecked();
  });

  it('refuses to go on while a required checkbox group has nothing ticked', async () => {
    seedDraft(2, { q1: 12 });
    renderWizard();
    await screen.findByRole('heading', { name: '3. Trabalho forçado' });
    next();
    expect(await within(group('O que impede')).findByText('Marque ao menos uma opção.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Trabalho forçado' })).toBeInTheDocument();

    fireEvent.click(within(group('O que impede')).getByLabelText('Vigias'));
    next();
    expect(await screen.findByRole('heading', { name: '4. Jornada exaustiva' })).toBeInTheDocument();
  });

  it('takes a question\'s error away as soon as it is answered, before the next click on Próximo', async () => {
    seedDraft(2, { q3: '-3' });
    renderWizard();
    await screen.findByRole('heading', { name: '3. Trabalho forçado' });
    await screen.findByRole('group', { name: /^Podem sair/ });
    next();
    expect(await within(group('Podem sair')).findByText('Responda esta pergunta.')).toBeInTheDocument();
    expect(await screen.findByText('Digite só números (por exemplo: 12, 1.200 ou 3,5).')).toBeInTheDocument();

    fireEvent.click(within(group('Podem sair')).getByLabelText('Não'));
    await waitFor(() => expect(within(group('Podem sair')).queryByText('Responda esta pergunta.')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Quantos trabalhadores?'), { target: { value: '9999999999999999' } });
    expect(await screen.findByText('Use até 15 algarismos antes da vírgula e 6 depois.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantos trabalhadores?'), { target: { value: '1.200' } });
    await waitFor(() => expect(screen.queryByText(/Digite só números|Use até 15/)).not.toBeInTheDocument());

    next();
    expect(await within(await waitFor(() => group('O que impede'))).findByText('Marque ao menos uma opção.')).toBeInTheDocument();
    fireEvent.click(within(group('O que impede')).getByLabelText('Vigias'));
    await waitFor(() => expect(within(group('O que impede')).queryByText('Marque ao menos uma opção.')).not.toBeInTheDocument());
  });

  it('asks for the closing date as DD/MM/AAAA (the pt-BR picker), never the browser\'s own date field', async () => {
    const draft: WizardDraft = {
      values: { ...PLACE, estabelecimento_encerramento: '2026-12-25', organizacoes: [], respostas: {} },
      step: 0,
      idempotencyKey: '11111111-2222-4333-8444-555555555555',
      savedAt: new Date().toISOString(),
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    renderWizard();
    await screen.findByRole('heading', { name: '1. Estabelecimento' });
    const field = screen.getByLabelText('Previsão de encerramento do trabalho no local');
    expect(field).not.toHaveAttribute('type', 'date');
    expect(field).toHaveValue('25/12/2026');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(document.querySelector('input[type="date"]')).toBeNull();

    // Cleared and typed again as a Brazilian writes it; the draft keeps YYYY-MM-DD.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Previsão de encerramento do trabalho no local'), { target: { value: '31/01/2099' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values.estabelecimento_encerramento).toBe('2099-01-31'));
  });

  it('warns "Atenção" and sends nothing while the captcha is not ticked', async () => {
    seedDraft(3, { q1: 11, q4: [41] });
    renderWizard();
    await screen.findByRole('heading', { name: '4. Jornada exaustiva' });
    fireEvent.click(await screen.findByRole('button', { name: /Enviar denúncia/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Atenção');
    expect(dialog).toHaveTextContent("Marque o quadro 'Não sou um robô'!");
    expect(mocked.createComplaint).not.toHaveBeenCalled();
    // Closed, it leaves the focus on the box it asks for.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.getByLabelText('Não sou um robô')).toHaveFocus());
  });

  it('sends the answers of visible questions only, with the captcha and the draft\'s Idempotency-Key, then shows the receipt and clears the draft', async () => {
    // q2 was answered once but its parent now says 'Sim': the stale answer must not be sent.
    seedDraft(3, { q1: 11, q2: [21], q3: ' 12 ', q4: [41, 42] }, 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    mocked.createComplaint.mockResolvedValue({
      id: 7,
      demanda: { numerodemanda: 'DEN-2026-000007' },
      codigo_recibo: 'K7QM-4XPD-9TNR',
      status: 'Protocolada',
      createdAt: '2026-11-21T06:00:00Z',
    });
    renderWizard();
    await screen.findByRole('heading', { name: '4. Jornada exaustiva' });
    fireEvent.click(screen.getByLabelText('Não sou um robô'));
    fireEvent.click(screen.getByRole('button', { name: /Enviar denúncia/ }));

    expect(await screen.findByText('DEN-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('K7QM-4XPD-9TNR')).toBeInTheDocument();
    expect(screen.getByText('Anote o número do protocolo e o código de recibo agora.')).toBeInTheDocument();
    const [body, captcha, key] = mocked.createComplaint.mock.calls[0]!;
    expect(captcha).toBe('solução-altcha');
    expect(key).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(body.questoes).toEqual([
      { idQuestao: 1, resposta: 11 },
      { idQuestao: 3, resposta: '12' },
      { idQuestao: 4, resposta: [41, 42] },
    ]);
    expect(body.demanda).toMatchObject({ nomefantasia: 'Fazenda Boa Vista', municipio: { id: 5103403 }, ufendempresa: { uf: 'MT' } });
    expect(body.nomeCadastrador).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows 'Houve um erro!' with the server's message and a 'Fechar' button on failure, keeping the draft", async () => {
    seedDraft(3, { q1: 11, q4: [41] });
    // As the API client builds it from a 429 with Retry-After: 540.
    mocked.createComplaint.mockRejectedValue(toApiError(429, { message: 'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente novamente.' }, 540));
    renderWizard();
    await screen.findByRole('heading', { name: '4. Jornada exaustiva' });
    fireEvent.click(screen.getByLabelText('Não sou um robô'));
    fireEvent.click(screen.getByRole('button', { name: /Enviar denúncia/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Houve um erro!');
    expect(dialog).toHaveTextContent('Muitas denúncias enviadas deste endereço. Tente novamente em 9 minutos.');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it("raises the 'Aguarde…' flag only when the submission takes longer than 1300 ms", async () => {
    jest.useFakeTimers();
    try {
      seedDraft(3, { q1: 11, q4: [41] });
      let resolve!: (v: unknown) => void;
      mocked.createComplaint.mockReturnValue(new Promise((r) => (resolve = r)) as never);
      renderWizard();
      await screen.findByRole('heading', { name: '4. Jornada exaustiva' });
      fireEvent.click(screen.getByLabelText('Não sou um robô'));
      fireEvent.click(screen.getByRole('button', { name: /Enviar denúncia/ }));
      await act(async () => void (await jest.advanceTimersByTimeAsync(1200)));
      expect(screen.queryByText('Aguarde… estamos enviando a sua denúncia.')).not.toBeInTheDocument();
      await act(async () => void (await jest.advanceTimersByTimeAsync(200)));
      expect(screen.getByText('Aguarde… estamos enviando a sua denúncia.')).toBeInTheDocument();
      await act(async () => resolve({ id: 1, demanda: { numerodemanda: 'DEN-2026-000001' }, codigo_recibo: 'AAAA-BBBB-CCCC', status: 'Protocolada', createdAt: '' }));
      expect(screen.getByText('DEN-2026-000001')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("adds a logged-in creator's name, username and organizations to the payload", async () => {
    useSession.setState({
      token: 'token',
      user: { id: 9, username: 'maria.fiscal', name: 'Maria Fiscal', roles: [], exp: Math.floor(Date.now() / 1000) + 3600 },
    });
    seedDraft(3, { q1: 11, q4: [41] }, 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001', [3, 5]);
    mocked.createComplaint.mockResolvedValue({ id: 8, demanda: { numerodemanda: 'DEN-2026-000008' }, codigo_recibo: 'AAAA-BBBB-CCCC', status: 'Protocolada', createdAt: '' });
    renderWizard();
    await screen.findByRole('heading', { name: '4. Jornada exaustiva' });
    fireEvent.click(screen.getByLabelText('Não sou um robô'));
    fireEvent.click(screen.getByRole('button', { name: /Enviar denúncia/ }));
    await screen.findByText('DEN-2026-000008');
    const [body] = mocked.createComplaint.mock.calls[0]!;
    expect(body.nomeCadastrador).toBe('Maria Fiscal');
    expect(body.demanda.cadastrador).toBe('maria.fiscal');
    expect(body.organizacoes).toEqual([{ id: 3 }, { id: 5 }]);
  });

  it('promises anonymity to the public only; to a staff member it says the complaint is registered in their name', async () => {
    const promise = 'Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.';
    const first = renderWizard();
    expect(await screen.findByText(promise)).toBeInTheDocument();
    first.unmount();

    useSession.setState({
      token: 'token',
      user: { id: 1, username: 'admin', name: 'Administrador', roles: [], exp: Math.floor(Date.now() / 1000) + 3600 },
    });
    renderWizard();
    expect(await screen.findByText('Denúncia registrada pela equipe: fica cadastrada em nome de Administrador (admin).')).toBeInTheDocument();
    expect(screen.queryByText(promise)).toBeNull();
    expect(screen.queryByText(/anônima|Não pedimos seu nome/)).toBeNull();
  });

  it('inside the shell (/admin/denuncias/novo?lang=es): the tab and a questionnaire that cannot load speak Spanish', async () => {
    mocked.listQuestionnaire.mockRejectedValue(new ApiError('Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.', 0));
    document.title = 'SisActe';
    const { unmount } = renderAt(<ComplaintWizardPage />, '/admin/denuncias/novo?lang=es');
    expect(await screen.findByText('No se pudo comunicar con el servidor. Revise su conexión e intente de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo cargar el formulario')).toBeInTheDocument();
    expect(document.title).toBe('Hacer una denuncia — SisActe');
    unmount();
    expect(document.title).toBe('SisActe');
    await act(() => denunciasI18n.load('pt'));
    sessionStorage.clear();
  });
});
