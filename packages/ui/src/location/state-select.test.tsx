import { screen, waitFor } from '@testing-library/react';
import { mockedHttp, openSelect, pickOption, renderUi, typeInSelect } from '../test';
import { clearLocationCache } from './api';
import { StateSelect } from './state-select';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

const STATES = [
  { id: 1, uf: 'AC', nome: 'Acre' },
  { id: 14, uf: 'PA', nome: 'Pará' },
  { id: 15, uf: 'PB', nome: 'Paraíba' },
  { id: 25, uf: 'SP', nome: 'São Paulo' },
];

beforeEach(() => {
  clearLocationCache();
  get.mockReset();
  get.mockResolvedValue(STATES);
});

const labelled = (ui: React.ReactNode) => (
  <>
    <label htmlFor="uf">Estado</label>
    {ui}
  </>
);

describe('StateSelect', () => {
  it("loads Brazil's states by default and gives the state id", async () => {
    const onChange = jest.fn();
    renderUi(labelled(<StateSelect id="uf" onChange={onChange} />));
    const input = openSelect('Estado');
    typeInSelect(input, 'sao');
    await pickOption('São Paulo');
    expect(get).toHaveBeenCalledWith('/api/localization/states', { country: 1 });
    expect(onChange).toHaveBeenCalledWith(25, { id: 25, uf: 'SP', nome: 'São Paulo' });
  });

  it('gives the UF with valueKey="uf" and shows a UF value by name', async () => {
    const onChange = jest.fn();
    renderUi(labelled(<StateSelect id="uf" valueKey="uf" value="PA" onChange={onChange} />));
    await waitFor(() => expect(screen.getByLabelText('Estado').closest('.ant-select')).toHaveTextContent('Pará'));
    const input = openSelect('Estado');
    typeInSelect(input, 'paraiba');
    await pickOption('Paraíba');
    expect(onChange).toHaveBeenCalledWith('PB', { id: 15, uf: 'PB', nome: 'Paraíba' });
  });

  it("asks for another country's states", async () => {
    get.mockResolvedValue([]);
    const onLoaded = jest.fn();
    renderUi(labelled(<StateSelect id="uf" country={7} onLoaded={onLoaded} />));
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith([]));
    expect(get).toHaveBeenCalledWith('/api/localization/states', { country: 7 });
  });
});
