import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Empty, Form, Input, Modal } from 'antd';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mockedHttp } from '../test';
import { AppProviders } from '../providers';
import { LazyDateField, preloadDateField } from '../date/lazy-date-field';
import { isoToBr } from '../date/date-text';
import { LocationPicker, type LocationValue } from '../location/location-picker';
import { clearLocationCache } from '../location/api';
import { EstablishmentMap } from '../map/establishment-map';
import { createPublicI18n, PublicLanguageProvider, type Catalogue, type PublicLanguage } from './index';
import pt from './ui-locales/pt.json';
import es from './ui-locales/es.json';
import en from './ui-locales/en.json';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(30_000);

beforeEach(() => {
  clearLocationCache();
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/localization/states') return [{ id: 14, uf: 'PA', nome: 'Pará' }];
    if (path === '/api/localization/cities') return [];
    throw new Error(`unexpected ${path}`);
  });
});

/** An app of the public pages whose own texts do not matter here: the page's language comes with its catalogue. */
const app = createPublicI18n('ui-test', {}, { es: async () => ({}), en: async () => ({}), fr: async () => ({}), ht: async () => ({}) });

const min = dayjs().add(10, 'day').format('YYYY-MM-DD');

function Page() {
  const [place, setPlace] = useState<LocationValue>({});
  const [date, setDate] = useState<string | null>(null);
  return (
    <Form layout="vertical" component="div">
      <LocationPicker brazilOnly stateValueKey="uf" idPrefix="local" value={place} onChange={setPlace} />
      <EstablishmentMap point={null} onChange={() => undefined} loadConfig={() => new Promise(() => undefined)} search={async () => []} />
      <label htmlFor="fim">Fim</label>
      <LazyDateField id="fim" value={date} min={min} onChange={setDate} />
    </Form>
  );
}

function renderIn(language: PublicLanguage, ui: ReactNode = <Page />) {
  return render(
    <MemoryRouter initialEntries={[language === 'pt' ? '/denunciar' : `/denunciar?lang=${language}`]}>
      <AppProviders>
        <PublicLanguageProvider i18n={app}>{ui}</PublicLanguageProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** Every text a person sees or hears: the page's text, placeholders, accessible names and tips. */
function shown(): string {
  const attributes = Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title]')).flatMap((el) =>
    ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

/** The Portuguese texts of the kit that read differently in `other` (a word both write alike, 'Buscar', may stay). */
function portugueseOnly(other: Catalogue): string[] {
  const texts: string[] = [];
  const walk = (a: Catalogue, b: Catalogue) => {
    for (const [key, value] of Object.entries(a)) {
      if (value && typeof value === 'object') walk(value as Catalogue, (b[key] ?? {}) as Catalogue);
      else if (typeof value === 'string' && value !== b[key]) texts.push(value.split('{{')[0]!);
    }
  };
  walk(pt, other);
  return texts;
}

async function openCalendar() {
  preloadDateField();
  const field = screen.getByLabelText('Fim');
  if (field.closest('.ant-picker')) await userEvent.setup().click(field);
  else {
    // the stand-in: a tap brings the picker, open
    fireEvent.pointerDown(field);
    fireEvent.focus(field);
  }
  await waitFor(() => expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).not.toBeNull());
}

afterEach(async () => {
  // the next test starts from Portuguese
  await act(() => app.load('pt'));
});

describe("the kit's shared pieces on a public page", () => {
  it.each([
    ['es', es, { search: 'Buscar una dirección en el mapa (solo en Brasil)', today: 'Hoy', notBefore: 'La fecha no puede ser anterior al', weekday: 'Lun' }],
    ['en', en, { search: 'Search for an address on the map (Brazil only)', today: 'Today', notBefore: 'The date cannot be earlier than', weekday: 'Mo' }],
  ] as const)('speak %s: map search, place pickers and the date field with its calendar, no Portuguese left', async (language, catalogue, words) => {
    renderIn(language);
    expect(await screen.findByText(words.search)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(language);
    expect(screen.getByRole('button', { name: catalogue.map.markCenter })).toBeInTheDocument();
    expect(screen.getByText(catalogue.map.noneMarked)).toBeInTheDocument();
    expect(screen.getByPlaceholderText(catalogue.map.searchPlaceholder)).toBeInTheDocument();
    expect(screen.getByLabelText(catalogue.location.state)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(catalogue.location.state)).toBeEnabled());
    expect(screen.getByText(catalogue.location.selectStateFirst)).toBeInTheDocument();
    expect(screen.getByLabelText('Fim')).toHaveAttribute('placeholder', catalogue.date.placeholder);

    await openCalendar();
    expect(await screen.findByText(words.today)).toBeInTheDocument();
    expect(screen.getAllByText(words.weekday).length).toBeGreaterThan(0);
    expect(screen.getByText(`${words.notBefore} ${isoToBr(min)}.`)).toBeInTheDocument();

    const text = shown();
    for (const portuguese of [...portugueseOnly(catalogue), 'Hoje', 'Seg', 'Ter', 'A data não pode']) expect([portuguese, text.includes(portuguese)]).toEqual([portuguese, false]);
  });

  it('stay in Portuguese, word for word, on a Portuguese page (and with no provider, as on staff screens)', async () => {
    renderIn('pt');
    expect(await screen.findByText('Buscar endereço no mapa (somente no Brasil)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar o centro do mapa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver o Brasil todo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ex.: Rua das Flores, 100, Cuiabá')).toBeInTheDocument();
    expect(screen.getByText('Nenhum local marcado no mapa (opcional).')).toBeInTheDocument();
    expect(screen.getByText('Selecione o estado primeiro')).toBeInTheDocument();
    expect(screen.getByLabelText('Fim')).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await openCalendar();
    expect(await screen.findByText('Hoje')).toBeInTheDocument();
    expect(screen.getAllByText('Seg').length).toBeGreaterThan(0);
    expect(screen.getByText(`A data não pode ser anterior a ${isoToBr(min)}.`)).toBeInTheDocument();
  });

  it('follow the page when it changes language, and fall back to Portuguese on a staff screen', async () => {
    const { unmount } = renderIn('fr', <EstablishmentMap point={{ lat: -15.5, lon: -56.1 }} onChange={() => undefined} loadConfig={() => new Promise(() => undefined)} search={async () => []} />);
    expect(await screen.findByRole('button', { name: 'Voir tout le Brésil' })).toBeInTheDocument();
    expect(screen.getByText('Lieu marqué : latitude -15.50000, longitude -56.10000')).toBeInTheDocument();
    unmount();
    // a staff screen (no provider) right after: Portuguese at once
    render(<AppProviders><EstablishmentMap point={null} onChange={() => undefined} loadConfig={() => new Promise(() => undefined)} search={async () => []} /></AppProviders>);
    expect(await screen.findByRole('button', { name: 'Ver o Brasil todo' })).toBeInTheDocument();
  });

  it("tell a failed look-up or address search in the page's language, its error code kept (in Portuguese as the API wrote it)", async () => {
    // what the API client throws: no connection (status 0); the address search's adapter down (502, with its code)
    const offline = Object.assign(new Error('Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.'), { status: 0 });
    const down = Object.assign(new Error('A busca de endereços está indisponível no momento. Marque o local no mapa. (código do erro: 3f9a1c2b4d5e6f70)'), { status: 502 });
    get.mockImplementation(async () => {
      throw offline;
    });
    const failingSearch = async () => {
      throw down;
    };
    const ui = (
      <Form layout="vertical" component="div">
        <LocationPicker brazilOnly stateValueKey="uf" idPrefix="local" value={{}} onChange={() => undefined} />
        <EstablishmentMap point={null} onChange={() => undefined} loadConfig={() => new Promise(() => undefined)} search={failingSearch} />
      </Form>
    );
    const user = userEvent.setup();
    const { unmount } = renderIn('es', ui);
    await user.type(await screen.findByPlaceholderText(es.map.searchPlaceholder), 'Rua das Flores');
    await user.click(screen.getByRole('button', { name: es.map.searchButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${es.map.searchUnavailable} (código de error: 3f9a1c2b4d5e6f70)`);
    await user.click(screen.getByLabelText(es.location.state));
    expect(await screen.findByText(es.messages.network)).toBeInTheDocument();
    unmount();

    renderIn('pt', ui);
    await user.type(await screen.findByPlaceholderText(pt.map.searchPlaceholder), 'Rua das Flores');
    await user.click(screen.getByRole('button', { name: pt.map.searchButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(down.message);
    await user.click(screen.getByLabelText(pt.location.state));
    expect(await screen.findByText(offline.message)).toBeInTheDocument();
  });

  it("give antd's own words and the names of its icon buttons in the page's language, and Portuguese back on a staff screen and in a staff member's wizard", async () => {
    const ui = (
      <>
        <Input aria-label="Nome" allowClear defaultValue="Maria" />
        <Empty />
        <Modal open title="Aviso" footer={null}>
          …
        </Modal>
      </>
    );
    for (const [language, words] of [
      ['es', { close: 'Cerrar', clear: 'Borrar', empty: 'No hay datos' }],
      ['en', { close: 'Close', clear: 'Clear', empty: 'No data' }],
    ] as const) {
      const { unmount } = renderIn(language, ui);
      expect(await screen.findByText(words.empty, { selector: '.ant-empty-description' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: words.close })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: words.clear })).toBeInTheDocument();
      unmount();
    }
    // a staff member's wizard in the back office's frame (its provider does not own the document): antd stays Portuguese
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin/denuncias/novo?lang=es']}>
        <AppProviders>
          <PublicLanguageProvider i18n={app} ownsDocument={false}>
            {ui}
          </PublicLanguageProvider>
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.getByText('Não há dados', { selector: '.ant-empty-description' })).toBeInTheDocument();
    unmount();
    render(<AppProviders>{ui}</AppProviders>);
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apagar' })).toBeInTheDocument();
    expect(screen.getByText('Não há dados', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
