import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { useSession } from '@sisacte/auth';
import { PublicLanguageProvider } from '@sisacte/ui/i18n';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { denunciasI18n } from '../../i18n';
import { PublicFrame } from '../../public/public-frame';
import { ComplaintWizard } from './complaint-wizard';
import { DRAFT_KEY, type WizardDraft } from './draft';

// antd forms in jsdom on a shared, busy machine
jest.setTimeout(60_000);

/** The questionnaire as GET /api/questoes/list answers it in each language: same ids, texts in the language. */
const TEXTS: Record<string, { titulo: string; enunciado: string; opcoes: [string, string] }> = {
  pt: { titulo: 'Trabalho forçado', enunciado: 'Podem sair quando quiserem?', opcoes: ['Sim', 'Não'] },
  es: { titulo: 'Trabajo forzoso', enunciado: '¿Pueden irse cuando quieren?', opcoes: ['Sí', 'No'] },
  en: { titulo: 'Forced labour', enunciado: 'Can they leave whenever they want?', opcoes: ['Yes', 'No'] },
};
function questionnaire(language: string): QuestionCategory[] {
  const { titulo, enunciado, opcoes } = TEXTS[language]!;
  const idioma = language === 'pt' ? {} : { idioma: language as 'es' };
  return [
    {
      id: 1,
      titulo,
      ordem: 1,
      ...idioma,
      questoes: [
        {
          id: 1,
          enunciado,
          tipo: 3,
          requerido: true,
          ordem: 1,
          status: 1,
          categoria: { id: 1 },
          opcoes: opcoes.map((valor, i) => ({ id: 11 + i, valor, indicadores: [], ...idioma })),
          parent: null,
          parentAnswer: null,
          ...idioma,
        },
      ],
    },
  ];
}

/** Every questionnaire request's language (`?lang`, '' without it), in order. */
let asked: string[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  asked = [];
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ token: null, user: null });
  globalThis.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    if (url.pathname !== '/api/questoes/list') return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    const language = url.searchParams.get('lang') ?? '';
    asked.push(language);
    return new Response(JSON.stringify(questionnaire(language || 'pt')), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  // the app's i18n is one for the tests of this file: back to Portuguese
  await denunciasI18n.load('pt');
});

/** The wizard on its first question panel (a draft brought it there), with the public page's header and its picker. */
function renderAt(path: string) {
  const draft: WizardDraft = {
    values: { nomefantasia: 'Fazenda Boa Vista', enderecoempresa: 'Estrada da Serra, km 12', uf: 'MT', municipio: { id: 5103403, nome: 'Cuiabá' }, estabelecimento_latitude: null, estabelecimento_longitude: null, estabelecimento_encerramento: null, organizacoes: [], respostas: { q1: 12 } },
    step: 2,
    idempotencyKey: '11111111-2222-4333-8444-555555555555',
    savedAt: new Date().toISOString(),
  };
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <PublicLanguageProvider i18n={denunciasI18n}>
          <PublicFrame>
            <ComplaintWizard followUpPath="/denunciar/acompanhar" />
          </PublicFrame>
        </PublicLanguageProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("the complaint wizard's questionnaire in the page's language", () => {
  it('asks for it in the language of ?lang, and again in the language picked on the page, the answer kept', async () => {
    renderAt('/denunciar?lang=es');
    const spanish = await screen.findByRole('group', { name: /^¿Pueden irse cuando quieren\?/ });
    expect(screen.getByRole('heading', { name: '3. Trabajo forzoso' })).toBeInTheDocument();
    expect(within(spanish).getByLabelText('No')).toBeChecked();
    expect(asked).toEqual(['es']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    const english = await screen.findByRole('group', { name: /^Can they leave whenever they want\?/ });
    expect(screen.getByRole('heading', { name: '3. Forced labour' })).toBeInTheDocument();
    // the answer is the option's id: the same option, now in English
    expect(within(english).getByLabelText('No')).toBeChecked();
    expect(within(english).getByLabelText('Yes')).not.toBeChecked();
    expect(asked).toEqual(['es', 'en']);

    // back to Portuguese: the address without ?lang, and the questionnaire asked for without it
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Language|Idioma/ }), 'Português');
    expect(await screen.findByRole('group', { name: /^Podem sair quando quiserem\?/ })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['es', 'en', '']));
  });

  it('asks for it without ?lang on a Portuguese page', async () => {
    renderAt('/denunciar');
    expect(await screen.findByRole('group', { name: /^Podem sair quando quiserem\?/ })).toBeInTheDocument();
    expect(asked).toEqual(['']);
  });
});
