import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  browserSuggestion,
  createPublicI18n,
  formatterFor,
  LANGUAGE_STORAGE_KEY,
  LanguagePicker,
  makeUseT,
  missingKeys,
  PublicLanguageProvider,
  useFormat,
  withLanguage,
} from './index';

const pt = { greeting: 'Olá', nested: { next: 'Avançar' }, files_one: '{{count}} arquivo', files_other: '{{count}} arquivos' };
const es = { greeting: 'Hola', nested: { next: 'Siguiente' }, files_one: '{{count}} archivo', files_other: '{{count}} archivos' };

function makeApp() {
  const loads: string[] = [];
  const loader = (catalogue: object, code: string) => () => {
    loads.push(code);
    return Promise.resolve({ default: catalogue });
  };
  const app = createPublicI18n('test', pt, {
    es: loader(es, 'es'),
    en: loader({ greeting: 'Hello' }, 'en'),
    fr: loader({ greeting: 'Bonjour' }, 'fr'),
    ht: loader({ _review: 'x', greeting: 'Bonjou' }, 'ht'),
  });
  return { app, loads, useT: makeUseT(app) };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderPage(path: string) {
  const { app, loads, useT } = makeApp();
  function Page() {
    const { t } = useT();
    const format = useFormat();
    return (
      <>
        <LanguagePicker />
        <h1>{t('greeting')}</h1>
        <p>{t('nested.next')}</p>
        <p>{t('files', { count: 2 })}</p>
        <p data-testid="date">{format.date('2024-03-05')}</p>
        <Where />
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicLanguageProvider i18n={app}>
        <Page />
      </PublicLanguageProvider>
    </MemoryRouter>,
  );
  return { loads };
}

beforeEach(() => sessionStorage.clear());

describe('the public pages language', () => {
  it('is Portuguese without ?lang, with nothing fetched', () => {
    const { loads } = renderPage('/denunciar');
    expect(screen.getByRole('heading', { name: 'Olá' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
    expect(screen.getByTestId('date')).toHaveTextContent('5 de março de 2024');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(loads).toEqual([]);
  });

  it('follows ?lang=es: fetches the Spanish catalogue once and shows it, with dates in Spanish and <html lang="es">', async () => {
    const { loads } = renderPage('/denunciar?lang=es');
    expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
    expect(screen.getByText('Siguiente')).toBeInTheDocument();
    expect(screen.getByText('2 archivos')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByTestId('date')).toHaveTextContent('5 de marzo de 2024');
    expect(loads).toEqual(['es']);
  });

  it('switches when a language is picked: the address carries it (Portuguese drops it) and the tab remembers it', async () => {
    renderPage('/denunciar?x=1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Français');
    expect(await screen.findByRole('heading', { name: 'Bonjour' })).toBeInTheDocument();
    // a key the French catalogue lacks falls back to Portuguese
    expect(screen.getByText('Avançar')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/denunciar?x=1&lang=fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'Português');
    expect(await screen.findByRole('heading', { name: 'Olá' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/denunciar\?x=1$/);
  });

  /** Runs `check` in a browser that prefers `languages` (navigator.languages). */
  async function inBrowserPreferring(languages: string[], check: () => Promise<void>) {
    const spy = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    try {
      await check();
    } finally {
      spy.mockRestore();
    }
  }

  it('offers the browser language first without switching to it, and switches when the offer is taken', () =>
    inBrowserPreferring(['es-VE', 'pt-BR'], async () => {
      renderPage('/denunciar');
      const offer = await screen.findByRole('button', { name: '¿Ver en español?' });
      expect(screen.getByRole('heading', { name: 'Olá' })).toBeInTheDocument();
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('Español');
      await userEvent.click(offer);
      expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '¿Ver en español?' })).not.toBeInTheDocument();
    }));

  it('lets the offer be closed: the page stays in Portuguese, the focus returns to the picker, the tab remembers', () =>
    inBrowserPreferring(['fr-CA'], async () => {
      renderPage('/denunciar');
      await screen.findByRole('button', { name: 'Voir en français ?' });
      await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('button', { name: 'Voir en français ?' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Olá' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveFocus();
      // Portuguese kept as picked for the tab: no offer on the visit's next page
      expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    }));

  it('closes the offer on Escape', () =>
    inBrowserPreferring(['en-US'], async () => {
      renderPage('/denunciar');
      const offer = await screen.findByRole('button', { name: 'View in English?' });
      offer.focus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('button', { name: 'View in English?' })).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveFocus();
    }));

  it('remembers the pick for the tab when a page of the visit has no ?lang', async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'ht');
    renderPage('/denunciar/acompanhar');
    expect(await screen.findByRole('heading', { name: 'Bonjou' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('date')).toHaveTextContent('5 mas 2024'));
  });

  it('adds hreflang links for the five languages and x-default', async () => {
    renderPage('/denunciar?lang=en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const links = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(links).toEqual([
      'pt-BR http://localhost/denunciar',
      'es http://localhost/denunciar?lang=es',
      'en http://localhost/denunciar?lang=en',
      'fr http://localhost/denunciar?lang=fr',
      'ht http://localhost/denunciar?lang=ht',
      'x-default http://localhost/denunciar',
    ]);
  });

  it('a component without the provider speaks Portuguese', () => {
    const { useT } = makeApp();
    function Alone() {
      return <p>{useT().t('greeting')}</p>;
    }
    render(<Alone />);
    expect(screen.getByText('Olá')).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('withLanguage keeps the rest of the address', () => {
    expect(withLanguage('/denunciar', 'es')).toBe('/denunciar?lang=es');
    expect(withLanguage('/denunciar?a=1#x', 'fr')).toBe('/denunciar?a=1&lang=fr#x');
    expect(withLanguage('/denunciar?lang=fr', 'pt')).toBe('/denunciar');
  });

  it('browserSuggestion: the first language spoken here, none when it is Portuguese', () => {
    expect(browserSuggestion(['de-DE', 'fr-CA', 'es'])).toBe('fr');
    expect(browserSuggestion(['pt-BR', 'es'])).toBeUndefined();
    expect(browserSuggestion(['de'])).toBeUndefined();
  });

  it('formats numbers in the language', () => {
    expect(formatterFor('pt').number(1234.5)).toBe('1.234,5');
    expect(formatterFor('en').number(1234.5)).toBe('1,234.5');
    expect(formatterFor('pt').dateTime('2024-03-05T14:07:00')).toBe('05/03/2024 às 14:07');
    expect(formatterFor('es').dateTime('2024-03-05T14:07:00')).toBe('05/03/2024 a las 14:07');
    expect(formatterFor('en').dateTime('2024-03-05T14:07:00')).toBe('5 March 2024 at 14:07');
    expect(formatterFor('en').date('2024-03-05')).toBe('5 March 2024');
  });

  it('missingKeys: keys of pt absent or empty elsewhere; notes and plural forms handled', () => {
    expect(missingKeys(pt, es)).toEqual([]);
    expect(missingKeys(pt, { _review: 'x', greeting: '', nested: {} })).toEqual(['greeting', 'nested.next', 'files']);
    expect(missingKeys(pt, { ...es, files_one: undefined, files_few: 'a', files_other: undefined })).toEqual([]);
  });
});

it('renders Portuguese without i18next: interpolation and plural forms', () => {
  const { app } = makeApp();
  expect(app.t('files', { count: 1 })).toBe('1 arquivo');
  expect(app.t('files', { count: 3 })).toBe('3 arquivos');
  expect(app.t('nested.next')).toBe('Avançar');
  expect(app.t('missing.key')).toBe('missing.key');
});

it('keeps the last language asked for when an earlier one arrives later', async () => {
  const { app } = makeApp();
  const slow = app.load('es');
  const fast = app.load('fr');
  await act(() => Promise.all([slow, fast]));
  expect(app.language).toBe('fr');
  expect(app.t('greeting')).toBe('Bonjour');
});

it('loads a language once even when asked twice at the same time', async () => {
  const { app, loads } = makeApp();
  await act(() => Promise.all([app.load('es'), app.load('es')]));
  expect(loads).toEqual(['es']);
  expect(app.t('greeting')).toBe('Hola');
});
