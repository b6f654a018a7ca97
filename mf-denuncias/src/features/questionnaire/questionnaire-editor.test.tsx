import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@sisacte/ui';
import { type EditorCategory, type EditorQuestion } from '@sisacte/contracts/denuncias/questions';
import { QuestionnaireEditorPage } from './questionnaire-editor-page';
import { neighbourSwap, nextOrder, parentChoices } from './questionnaire-rules';
import * as api from './api';

jest.mock('./api', () => ({
  listQuestionnaire: jest.fn(),
  saveQuestion: jest.fn(),
  deleteQuestion: jest.fn(),
  moveQuestion: jest.fn(),
  listAllIndicators: jest.fn(() => Promise.resolve([])),
}));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(60_000);

const q = (id: number, categoria: number, tipo: 1 | 2 | 3 | 4, ordem: number, extra: Partial<EditorQuestion> = {}): EditorQuestion => ({
  id,
  enunciado: `Questão ${id}`,
  tipo,
  requerido: false,
  ordem,
  status: 1,
  categoria: { id: categoria },
  opcoes: tipo >= 3 ? [{ id: id * 10, valor: 'Sim', indicadores: [], traducoes: {} }] : [],
  parent: null,
  parentAnswer: null,
  ajuda: null,
  traducoes: {},
  ...extra,
});

describe('questionnaire rules', () => {
  const questions = [
    q(1, 1, 3, 1),
    q(2, 1, 4, 2),
    q(3, 1, 1, 3),
    q(4, 1, 3, 4, { parent: 1, parentAnswer: 'Sim' }),
    q(5, 1, 3, 5, { parent: 4, parentAnswer: 'Sim' }),
    q(6, 2, 3, 1),
  ];

  it('offers as parents only type 3/4 questions of the same category, never the question itself nor its descendants', () => {
    expect(parentChoices(questions, 1, null).map((x) => x.id)).toEqual([1, 2, 4, 5]);
    expect(parentChoices(questions, 1, 2).map((x) => x.id)).toEqual([1, 4, 5]);
    // 1 → 4 → 5: making 1 a child of 4 or 5 would be a cycle.
    expect(parentChoices(questions, 1, 1).map((x) => x.id)).toEqual([2]);
    expect(parentChoices(questions, 2, null).map((x) => x.id)).toEqual([6]);
  });

  it('numbers a new question max + 1, starting at 1', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([{ ordem: 3 }, { ordem: 7 }, { ordem: 2 }])).toBe(8);
  });

  it('moves by swapping ordem with the neighbour, and not past the ends', () => {
    const list = [q(1, 1, 1, 1), q(2, 1, 1, 4), q(3, 1, 1, 9)];
    expect(neighbourSwap(list, 2, 'cima')!.map((x) => [x.id, x.ordem])).toEqual([[2, 1], [1, 4]]);
    expect(neighbourSwap(list, 2, 'baixo')!.map((x) => [x.id, x.ordem])).toEqual([[2, 9], [3, 4]]);
    expect(neighbourSwap(list, 1, 'cima')).toBeNull();
    expect(neighbourSwap(list, 3, 'baixo')).toBeNull();
  });
});

describe('questionnaire editor', () => {
  const categories: EditorCategory[] = [
    { id: 1, titulo: 'Trabalho forçado', ordem: 1, traducoes: {}, questoes: [q(1, 1, 3, 1), q(2, 1, 1, 2), q(3, 1, 2, 3)] },
    { id: 2, titulo: 'Jornada exaustiva', ordem: 2, traducoes: {}, questoes: [] },
  ];

  beforeEach(() => {
    jest.clearAllMocks();
    mocked.listQuestionnaire.mockResolvedValue(categories);
  });

  const renderEditor = () =>
    render(
      <AppProviders>
        <QuestionnaireEditorPage />
      </AppProviders>,
    );

  it('shows one panel per category, numbered from 3, and says when a category is empty', async () => {
    renderEditor();
    expect(await screen.findByText('Painel 3 — Trabalho forçado')).toBeInTheDocument();
    expect(screen.getByText('Painel 4 — Jornada exaustiva')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma questão nesta categoria')).toBeInTheDocument();
  });

  it("moves a question down at once, asks the server to swap, and marks both 'salvando…'", async () => {
    let answer!: (v: EditorCategory[]) => void;
    mocked.moveQuestion.mockReturnValue(new Promise((r) => (answer = r)));
    renderEditor();
    await screen.findByText('1. Questão 1');
    expect(screen.getByRole('button', { name: 'Subir "Questão 1"' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descer "Questão 3"' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Descer "Questão 1"' }));
    expect(mocked.moveQuestion).toHaveBeenCalledWith(1, 'baixo');
    const panel = screen.getByTestId('painel-1');
    const titles = within(panel).getAllByText(/^\d+\. Questão \d$/).map((e) => e.textContent);
    expect(titles).toEqual(['1. Questão 2', '2. Questão 1', '3. Questão 3']);
    expect(within(screen.getByTestId('questao-1')).getByText('salvando…')).toBeInTheDocument();
    expect(within(screen.getByTestId('questao-2')).getByText('salvando…')).toBeInTheDocument();
    answer(categories);
    await waitFor(() => expect(mocked.listQuestionnaire).toHaveBeenCalledTimes(2));
  });

  it('deletes a question only after confirmation', async () => {
    mocked.deleteQuestion.mockResolvedValue(undefined);
    renderEditor();
    await screen.findByText('1. Questão 1');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir "Questão 2"' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Excluir a questão "Questão 2"?');
    expect(mocked.deleteQuestion).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(mocked.deleteQuestion).toHaveBeenCalledWith(2));
  });

  describe('translations', () => {
    const es = (enunciado: string) => ({ es: { enunciado } });
    // 1: Spanish complete; 2: Spanish statement but an option untranslated; 3: help text missing in Spanish; 4: nothing
    const translated: EditorCategory[] = [
      {
        id: 1,
        titulo: 'Trabalho forçado',
        ordem: 1,
        traducoes: {},
        questoes: [
          q(1, 1, 3, 1, { traducoes: { ...es('Pregunta 1'), en: { enunciado: 'Question 1' } }, opcoes: [{ id: 10, valor: 'Sim', indicadores: [], traducoes: { es: { valor: 'Sí' }, en: { valor: 'Yes' } } }] }),
          q(2, 1, 3, 2, { traducoes: es('Pregunta 2'), opcoes: [{ id: 20, valor: 'Sim', indicadores: [], traducoes: { es: { valor: 'Sí' } } }, { id: 21, valor: 'Não', indicadores: [], traducoes: {} }] }),
          q(3, 1, 1, 3, { ajuda: 'Conte o que viu', traducoes: es('Pregunta 3') }),
          q(4, 1, 2, 4),
        ],
      },
    ];

    it('shows, per language, how many questions are translated, and on each question the languages it lacks', async () => {
      mocked.listQuestionnaire.mockResolvedValue(translated);
      renderEditor();
      expect(await screen.findByText('Español: 1 de 4 perguntas traduzidas')).toBeInTheDocument();
      expect(screen.getByText('English: 1 de 4 perguntas traduzidas')).toBeInTheDocument();
      expect(screen.getByText('Français: 0 de 4 perguntas traduzidas')).toBeInTheDocument();
      expect(screen.getByText('Kreyòl ayisyen: 0 de 4 perguntas traduzidas')).toBeInTheDocument();
      expect(within(screen.getByTestId('questao-1')).getByText('falta traduzir: Français, Kreyòl ayisyen')).toBeInTheDocument();
      expect(within(screen.getByTestId('questao-2')).getByText('falta traduzir: Español, English, Français, Kreyòl ayisyen')).toBeInTheDocument();
    });

    it('edits each language beside the Portuguese text and saves the translations with the question', async () => {
      mocked.listQuestionnaire.mockResolvedValue(translated);
      mocked.saveQuestion.mockImplementation((body) => Promise.resolve({ ...translated[0]!.questoes[1]!, ...(body as object) } as EditorQuestion));
      const user = userEvent.setup();
      renderEditor();
      await screen.findByText('2. Questão 2');
      await user.click(screen.getByRole('button', { name: 'Editar "Questão 2"' }));
      const drawer = await screen.findByRole('dialog');
      // Spanish first: what is there, and the Portuguese beside each field
      expect(within(drawer).getByLabelText('Enunciado')).toHaveValue('Questão 2');
      const statement = within(drawer).getByLabelText('Pergunta em Español');
      expect(statement).toHaveValue('Pregunta 2');
      expect(statement).toHaveAttribute('lang', 'es');
      expect(within(drawer).getByText('Em português: Questão 2')).toBeInTheDocument();
      expect(within(drawer).getByLabelText('Opção 1 em Español')).toHaveValue('Sí');
      const second = within(drawer).getByLabelText('Opção 2 em Español');
      expect(second).toHaveValue('');
      expect(within(drawer).getByText('Em português: Não')).toBeInTheDocument();
      expect(within(drawer).getByRole('tab', { name: /Español falta traduzir/ })).toBeInTheDocument();
      await user.type(second, 'No');
      expect(within(drawer).getByRole('tab', { name: /Español traduzida/ })).toBeInTheDocument();
      // English: empty until written
      await user.click(within(drawer).getByRole('tab', { name: /English/ }));
      await user.type(within(drawer).getByLabelText('Pergunta em English'), 'Question 2');
      await user.click(within(drawer).getByRole('button', { name: 'Salvar questão' }));
      await waitFor(() => expect(mocked.saveQuestion).toHaveBeenCalled());
      const body = mocked.saveQuestion.mock.calls[0]![0];
      expect(body.traducoes).toEqual({ es: { enunciado: 'Pregunta 2', ajuda: '' }, en: { enunciado: 'Question 2', ajuda: '' }, fr: { enunciado: '', ajuda: '' }, ht: { enunciado: '', ajuda: '' } });
      expect(body.opcoes!.map((o) => [o.valor, o.traducoes?.es?.valor])).toEqual([
        ['Sim', 'Sí'],
        ['Não', 'No'],
      ]);
    });

    it('asks for the help text in each language only when the question has one, and refuses a translation repeated between options', async () => {
      mocked.listQuestionnaire.mockResolvedValue(translated);
      const user = userEvent.setup();
      renderEditor();
      await screen.findByText('3. Questão 3');
      await user.click(screen.getByRole('button', { name: 'Editar "Questão 3"' }));
      let drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByLabelText('Ajuda em Español')).toHaveValue('');
      expect(within(drawer).getByText('Em português: Conte o que viu')).toBeInTheDocument();
      await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Editar "Questão 2"' }));
      drawer = await screen.findByRole('dialog');
      expect(within(drawer).queryByLabelText('Ajuda em Español')).toBeNull();
      await user.type(within(drawer).getByLabelText('Opção 2 em Español'), 'sí');
      await user.click(within(drawer).getByRole('button', { name: 'Salvar questão' }));
      expect(await within(drawer).findByText('Opção repetida na tradução (Espanhol): "sí"')).toBeInTheDocument();
      expect(mocked.saveQuestion).not.toHaveBeenCalled();
    });
  });
});
