import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { mockedHttp, openSelect, pickOption, renderUi } from '../test';
import { clearLocationCache } from './api';
import { LocationPicker, type LocationPickerProps, type LocationValue } from './location-picker';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

beforeEach(() => {
  clearLocationCache();
  get.mockReset();
  get.mockImplementation(async (path: string, params: Record<string, unknown>) => {
    if (path === '/api/localization/countries') return [{ id: 1, nome_pt: 'Brasil' }, { id: 90, nome_pt: 'Haiti' }];
    if (path === '/api/localization/states') return params.country === 1 ? [{ id: 14, uf: 'PA', nome: 'Pará' }, { id: 25, uf: 'SP', nome: 'São Paulo' }] : [];
    if (path === '/api/localization/cities') return params.uf === 'PA' ? [{ id: 500, nome: 'Marabá', ibge: 1504208 }] : [{ id: 600, nome: 'Santos', ibge: 3548500 }];
    throw new Error(`unexpected ${path}`);
  });
});

let latest: LocationValue = {};
function Harness({ initial = {}, ...props }: Partial<LocationPickerProps> & { initial?: LocationValue }) {
  const [value, setValue] = useState<LocationValue>(initial);
  return (
    <Form layout="vertical" component="div">
      <LocationPicker
        idPrefix="nasc"
        {...props}
        value={value}
        onChange={(v) => {
          latest = v;
          setValue(v);
        }}
      />
    </Form>
  );
}

describe('LocationPicker', () => {
  it('picks a country, then a state, then a city of that state', async () => {
    renderUi(<Harness initial={{ country: 1 }} />);
    expect(screen.getByLabelText('País')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Estado')).toBeEnabled());
    expect(screen.getByLabelText('Município')).toBeDisabled();

    openSelect('Estado');
    await pickOption('Pará');
    expect(latest).toEqual({ country: 1, state: 14, city: null });
    await waitFor(() => expect(screen.getByLabelText('Município')).toBeEnabled());

    openSelect('Município');
    await pickOption('Marabá');
    expect(latest).toEqual({ country: 1, state: 14, city: 500 });

    // Another state clears the city.
    openSelect('Estado');
    await pickOption('São Paulo');
    expect(latest).toEqual({ country: 1, state: 25, city: null });
    openSelect('Município');
    expect(await screen.findByTitle('Santos')).toBeInTheDocument();
  });

  it('offers free-text state and city for a foreign country without states', async () => {
    renderUi(<Harness initial={{ country: 1, state: 14, city: 500 }} />);
    await waitFor(() => expect(screen.getByLabelText('Estado')).toBeEnabled());
    openSelect('País');
    await pickOption('Haiti');
    expect(latest).toEqual({ country: 90, state: null, city: null, foreing_state: null, foreing_city: null });

    const state = await screen.findByLabelText('Estado/Província');
    expect(screen.queryByLabelText('Município')).not.toBeInTheDocument();
    fireEvent.change(state, { target: { value: 'Ouest' } });
    fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Porto Príncipe' } });
    expect(latest).toMatchObject({ country: 90, foreing_state: 'Ouest', foreing_city: 'Porto Príncipe' });
  });

  it('has no country field when restricted to Brazil, and can work with UF codes', async () => {
    renderUi(<Harness brazilOnly stateValueKey="uf" />);
    expect(screen.queryByLabelText('País')).not.toBeInTheDocument();
    openSelect('Estado');
    await pickOption('São Paulo');
    expect(latest).toEqual({ state: 'SP', city: null });
    openSelect('Município');
    expect(await screen.findByTitle('Santos')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/localization/cities', { uf: 'SP', nome: undefined });
  });

  it('shows field errors and the saved city when editing', async () => {
    renderUi(<Harness initial={{ country: 1, state: 14, city: 42 }} initialCity={{ id: 42, nome: 'Belém' }} errors={{ city: 'Município é obrigatório' }} />);
    expect(screen.getByText('Município é obrigatório')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Município').closest('.ant-select')).toHaveTextContent('Belém'));
  });
});
