import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { mockedHttp, openSelect, pickOption, renderUi, typeInSelect } from '../test';
import { clearLocationCache } from './api';
import { CITY_SEARCH_DELAY_MS, CitySelect, type CitySelectProps } from './city-select';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

const SP = [
  { id: 10, nome: 'Santos', ibge: 3548500 },
  { id: 11, nome: 'São Paulo', ibge: 3550308 },
];

beforeEach(() => {
  clearLocationCache();
  get.mockReset();
  get.mockImplementation(async (path: string, params: Record<string, unknown>) => {
    if (path === '/api/localization/states') return [{ id: 25, uf: 'SP', nome: 'São Paulo' }];
    if (path === '/api/localization/cities') {
      const nome = String(params.nome ?? '');
      return SP.filter((c) => c.nome.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().includes(nome));
    }
    throw new Error(`unexpected ${path}`);
  });
});

const cityCalls = () => get.mock.calls.filter(([path]) => path === '/api/localization/cities').map(([, params]) => params);

function Harness({ onPicked, ...props }: Partial<CitySelectProps> & { onPicked?: jest.Mock }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <>
      <label htmlFor="cidade">Município</label>
      <CitySelect
        id="cidade"
        {...props}
        value={value}
        onChange={(id, city) => {
          setValue(id);
          onPicked?.(id, city);
        }}
      />
    </>
  );
}

describe('CitySelect', () => {
  it("is disabled and says 'Selecione o estado primeiro' until a state is picked", () => {
    renderUi(<Harness uf={null} />);
    expect(screen.getByLabelText('Município')).toBeDisabled();
    expect(screen.getByText('Selecione o estado primeiro')).toBeInTheDocument();
    expect(cityCalls()).toEqual([]);
  });

  it('searches the server only after the user stops typing for 400 ms', async () => {
    jest.useFakeTimers();
    try {
      renderUi(<Harness uf="SP" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(cityCalls()).toEqual([{ uf: 'SP', nome: undefined }]);

      const input = openSelect('Município');
      typeInSelect(input, 's');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      typeInSelect(input, 'sa');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      typeInSelect(input, 'sao');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(CITY_SEARCH_DELAY_MS - 1);
      });
      // 800 ms of typing, but never a 400 ms pause: no search yet.
      expect(cityCalls()).toHaveLength(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(cityCalls()).toEqual([{ uf: 'SP', nome: undefined }, { uf: 'SP', nome: 'sao' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the chosen city id and keeps its name on screen', async () => {
    const onPicked = jest.fn();
    renderUi(<Harness uf="SP" onPicked={onPicked} />);
    await waitFor(() => expect(cityCalls()).toHaveLength(1));
    const input = openSelect('Município');
    await pickOption('São Paulo');
    expect(onPicked).toHaveBeenCalledWith(11, { id: 11, nome: 'São Paulo', ibge: 3550308 });
    expect(input.closest('.ant-select')).toHaveTextContent('São Paulo');
  });

  it('shows the saved city when editing, before any search', async () => {
    get.mockImplementation(async () => []);
    renderUi(<Harness uf="PA" value={42} initialOption={{ id: 42, nome: 'Marabá' }} />);
    await waitFor(() => expect(screen.getByLabelText('Município').closest('.ant-select')).toHaveTextContent('Marabá'));
  });

  it('finds the UF from a state id', async () => {
    renderUi(<Harness stateId={25} />);
    await waitFor(() => expect(cityCalls()).toEqual([{ uf: 'SP', nome: undefined }]));
    expect(screen.getByLabelText('Município')).toBeEnabled();
  });

  it('says so when no city matches', async () => {
    jest.useFakeTimers();
    try {
      renderUi(<Harness uf="SP" />);
      const input = openSelect('Município');
      typeInSelect(input, 'xyz');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(CITY_SEARCH_DELAY_MS + 10);
      });
      expect(screen.getByText('Nenhum município encontrado')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
