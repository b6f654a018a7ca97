import { screen, waitFor } from '@testing-library/react';
import { mockedHttp, openSelect, pickOption, renderUi, typeInSelect } from '../test';
import { clearLocationCache } from './api';
import { CountrySelect } from './country-select';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

const COUNTRIES = [
  { id: 1, nome_pt: 'Brasil' },
  { id: 2, nome_pt: 'Afeganistão' },
  { id: 3, nome_pt: 'Bolívia' },
  { id: 4, nome_pt: 'Haiti' },
  { id: 5, nome_pt: 'Venezuela' },
];

beforeEach(() => {
  clearLocationCache();
  get.mockReset();
  get.mockResolvedValue(COUNTRIES);
});

describe('CountrySelect', () => {
  it('loads the countries once and lists them as the server sorts them (Brazil first)', async () => {
    renderUi(
      <>
        <label htmlFor="pais">País</label>
        <CountrySelect id="pais" />
      </>,
    );
    openSelect('País');
    await screen.findByTitle('Afeganistão');
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(titles).toEqual(['Brasil', 'Afeganistão', 'Bolívia', 'Haiti', 'Venezuela']);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/localization/countries', { nome: undefined });
  });

  it('filters by what the user types, ignoring accents and case, and gives the id', async () => {
    const onChange = jest.fn();
    renderUi(
      <>
        <label htmlFor="pais">País</label>
        <CountrySelect id="pais" onChange={onChange} />
      </>,
    );
    const input = openSelect('País');
    await screen.findByTitle('Bolívia');
    typeInSelect(input, 'BOLIVIA');
    await waitFor(() => expect(screen.queryByTitle('Haiti')).not.toBeInTheDocument());
    await pickOption('Bolívia');
    expect(onChange).toHaveBeenCalledWith(3, { id: 3, nome_pt: 'Bolívia' });
  });

  it('shows the chosen country by name', async () => {
    renderUi(
      <>
        <label htmlFor="pais">País</label>
        <CountrySelect id="pais" value={4} />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('País').closest('.ant-select')).toHaveTextContent('Haiti'));
  });
});
