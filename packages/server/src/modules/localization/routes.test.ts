import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { testDatabases, useTestApp, type TestUser } from '../../test/helpers';
import { cachedCepProvider, createViaCepProvider, type CepLookup, type CepProvider } from './cep';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET' as const, url, headers });
const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const sortedByName = (names: string[]) => [...names].sort((a, b) => (plain(a) < plain(b) ? -1 : plain(a) > plain(b) ? 1 : 0));
/** The expected answer of the CEP search: the street part as given, our city and state (any ids). */
const cepAnswer = (street: Record<string, string>, cidade: { nome: string; ibge: number }, estado: { uf: string; nome: string }) => ({
  ...street,
  cidade: { id: expect.any(Number), ...cidade },
  estado: { id: expect.any(Number), ...estado },
});

describe.each(testDatabases())('localization API on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: TestUser;
  let admin: TestUser;
  let painel: TestUser; // logged in, but without a role that uses CEP or CNAE

  beforeAll(async () => {
    staff = await ctx().userWith([ROLES.ACOLHIMENTO]);
    admin = await ctx().userWith([ROLES.ADMIN]);
    painel = await ctx().userWith([ROLES.PAINEL]);
  });

  /** GETs `url`, expects a 200 and gives its body. */
  const answered = async <T>(url: string, headers?: Record<string, string>): Promise<T> => {
    const res = await ctx().app.inject(get(url, headers));
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** GETs `url`, expects a 400 and gives its messages. */
  const refused = async (url: string, headers?: Record<string, string>): Promise<string[]> => {
    const res = await ctx().app.inject(get(url, headers));
    expect(res.statusCode).toBe(400);
    return res.json().messages;
  };

  describe('GET /api/localization/countries (public)', () => {
    it('lists every country, Brazil (id 1) first and then by name ignoring accents', async () => {
      const countries: { id: number; nome_pt: string }[] = await answered('/api/localization/countries');
      expect(countries).toHaveLength(250);
      expect(countries[0]).toEqual({ id: 1, nome_pt: 'Brasil' });
      const rest = countries.slice(1).map((c) => c.nome_pt);
      expect(rest).toEqual(sortedByName(rest));
      expect(rest.slice(0, 3)).toEqual(['Afeganistão', 'África do Sul', 'Albânia']);
    });

    it('filters by a part of the name, ignoring accents and case', async () => {
      const res = await ctx().app.inject(get('/api/localization/countries?nome=HAITI'));
      expect(res.json()).toEqual([{ id: expect.any(Number), nome_pt: 'Haiti' }]);
      const venez = await ctx().app.inject(get(`/api/localization/countries?nome=${encodeURIComponent('venezuelá')}`));
      expect(venez.json().map((c: { nome_pt: string }) => c.nome_pt)).toEqual(['Venezuela']);
      const none = await ctx().app.inject(get('/api/localization/countries?nome=Atlantida'));
      expect(none.json()).toEqual([]);
    });

    it.each([
      ['SQL-looking text', "%' OR 1=1"],
      ['a LIKE wildcard', '%'],
      ['over 100 characters', 'a'.repeat(101)],
    ])('answers 400 for %s', async (_case, nome) => {
      expect((await refused(`/api/localization/countries?nome=${encodeURIComponent(nome)}`))[0]).toMatch(/nome/);
    });
  });

  describe('GET /api/localization/states and /api/estados/list (public)', () => {
    it('gives the 27 Brazilian states by name (Brazil is the default country)', async () => {
      const states: { id: number; uf: string; nome: string }[] = await answered('/api/localization/states');
      expect(states).toHaveLength(27);
      expect(states[0]).toEqual({ id: expect.any(Number), uf: 'AC', nome: 'Acre' });
      expect(states.map((s) => s.nome)).toEqual(sortedByName(states.map((s) => s.nome)));
      expect(states.find((s) => s.uf === 'SP')?.nome).toBe('São Paulo');

      const same = await ctx().app.inject(get('/api/localization/states?country=1'));
      expect(same.json()).toEqual(states);
      const list = await ctx().app.inject(get('/api/estados/list'));
      expect(list.json()).toEqual(states);
    });

    it('gives no states for a foreign country (the form then takes free text)', async () => {
      const haiti = (await ctx().app.inject(get('/api/localization/countries?nome=haiti'))).json()[0];
      expect(await answered(`/api/localization/states?country=${haiti.id}`)).toEqual([]);
    });

    it.each(['abc', '0', '-1', '1.5', "1' OR 1=1"])('answers 400 for country=%s', async (country) => {
      expect((await refused(`/api/localization/states?country=${encodeURIComponent(country)}`))[0]).toMatch(/country/);
    });
  });

  describe('GET /api/localization/cities (public)', () => {
    it('finds "São Paulo" when the user types "sao", in the chosen state only', async () => {
      const cities: { id: number; nome: string; ibge: number }[] = await answered('/api/localization/cities?uf=SP&nome=sao');
      expect(cities.length).toBeGreaterThan(10);
      expect(cities.every((c) => plain(c.nome).includes('sao'))).toBe(true);
      expect(cities).toContainEqual({ id: expect.any(Number), nome: 'São Paulo', ibge: 3550308 });
      expect(cities.map((c) => c.nome)).toEqual(sortedByName(cities.map((c) => c.nome)));
      // São Paulo das Missões is in RS, not SP.
      expect(cities.map((c) => c.nome)).not.toContain('São Paulo das Missões');
    });

    it('ignores case and accents in both directions, and accepts apostrophes', async () => {
      const upper = await ctx().app.inject(get(`/api/localization/cities?uf=pa&nome=${encodeURIComponent('MARABÁ')}`));
      expect(upper.json()).toEqual([{ id: expect.any(Number), nome: 'Marabá', ibge: 1504208 }]);
      const apostrophe = await ctx().app.inject(get(`/api/localization/cities?uf=SP&nome=${encodeURIComponent("barbara d'oeste")}`));
      expect(apostrophe.json().map((c: { nome: string }) => c.nome)).toEqual(["Santa Bárbara d'Oeste"]);
    });

    it('without nome, gives the first 50 cities of the state by name', async () => {
      const res = await ctx().app.inject(get('/api/localization/cities?uf=MG'));
      const names = res.json().map((c: { nome: string }) => c.nome);
      expect(names).toHaveLength(50);
      expect(names[0]).toBe('Abadia dos Dourados');
      expect(names).toEqual(sortedByName(names));
    });

    it.each([
      ['no uf', '/api/localization/cities?nome=sao', /uf/],
      ['a uf of 3 letters', '/api/localization/cities?uf=SPX', /uf/],
      ['a uf that does not exist', '/api/localization/cities?uf=ZZ', /uf inexistente: ZZ/],
      ['SQL in uf', `/api/localization/cities?uf=${encodeURIComponent("%' OR 1=1")}`, /uf/],
      ['SQL in nome', `/api/localization/cities?uf=SP&nome=${encodeURIComponent("%' OR 1=1")}`, /nome/],
    ])('answers 400 for %s', async (_case, url, message) => {
      expect((await refused(url)).join(' ')).toMatch(message);
    });
  });

  describe('GET /api/localization/city and /state (public)', () => {
    it('gives a city by its IBGE code, with its state', async () => {
      expect(await answered('/api/localization/city?ibge=5300108')).toEqual({
        id: expect.any(Number),
        nome: 'Brasília',
        ibge: 5300108,
        state: { id: expect.any(Number), uf: 'DF', nome: 'Distrito Federal' },
      });
    });

    it('answers 404 for an unknown code and 400 for a malformed one', async () => {
      const missing = await ctx().app.inject(get('/api/localization/city?ibge=9999999'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Município não encontrado');
      for (const ibge of ['123', '35503080', 'abc', "3550308' OR 1=1"]) {
        await refused(`/api/localization/city?ibge=${encodeURIComponent(ibge)}`);
      }
    });

    it('gives a state by uf (any case), 404 when unknown, 400 when malformed', async () => {
      const res = await ctx().app.inject(get('/api/localization/state?uf=mt'));
      expect(res.json()).toEqual({ id: expect.any(Number), uf: 'MT', nome: 'Mato Grosso' });
      const missing = await ctx().app.inject(get('/api/localization/state?uf=ZZ'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Estado não encontrado');
      expect((await ctx().app.inject(get('/api/localization/state'))).statusCode).toBe(400);
      expect((await ctx().app.inject(get('/api/localization/state?uf=S1'))).statusCode).toBe(400);
    });
  });

  describe('GET /api/cep/search (staff, local stand-in)', () => {
    it('refuses anonymous (401) and role-less (403) callers', async () => {
      const anonymous = await ctx().app.inject(get('/api/cep/search?cep=01001000'));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Não autenticado');
      const forbidden = await ctx().app.inject(get('/api/cep/search?cep=01001000', painel.headers));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Acesso negado');
    });

    it('gives the address with our city and state, accepting the mask', async () => {
      const address: { cidade: { id: number }; estado: { id: number } } = await answered('/api/cep/search?cep=01001-000', staff.headers);
      expect(address).toEqual(
        cepAnswer({ cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé' }, { nome: 'São Paulo', ibge: 3550308 }, { uf: 'SP', nome: 'São Paulo' }),
      );
      const city = (await ctx().app.inject(get('/api/localization/city?ibge=3550308'))).json();
      expect(address.cidade.id).toBe(city.id);
      expect(address.estado.id).toBe(city.state.id);
    });

    it('lets every staff role and the administrator use it', async () => {
      for (const role of [ROLES.DENUNCIAS, ROLES.RELATORIOS]) {
        const user = await ctx().userWith([role]);
        expect((await ctx().app.inject(get('/api/cep/search?cep=66630670', user.headers))).statusCode).toBe(200);
      }
      const res = await ctx().app.inject(get('/api/cep/search?cep=66630670', admin.headers));
      expect(res.json()).toMatchObject({ bairro: 'Bengui', cidade: { nome: 'Belém', ibge: 1501402 }, estado: { uf: 'PA' } });
    });

    it("answers 404 'CEP não encontrado' for a CEP the service does not know", async () => {
      const res = await ctx().app.inject(get('/api/cep/search?cep=99999999', staff.headers));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'CEP não encontrado', messages: ['CEP não encontrado'] });
    });

    it.each([
      ['7 digits', '0100100'],
      ['9 digits', '010010001'],
      ['letters', 'abcdefgh'],
      ['nothing', ''],
      ['SQL', "%' OR 1=1"],
      ['a very long value', '0'.repeat(50)],
    ])('answers 400 for %s', async (_case, cep) => {
      expect((await refused(`/api/cep/search?cep=${encodeURIComponent(cep)}`, staff.headers)).join(' ')).toMatch(/CEP deve ter 8 dígitos/);
    });
  });

  describe('GET /api/cnae/search (staff)', () => {
    it('refuses anonymous (401) and role-less (403) callers', async () => {
      expect((await ctx().app.inject(get('/api/cnae/search?name=arroz'))).statusCode).toBe(401);
      expect((await ctx().app.inject(get('/api/cnae/search?name=arroz', painel.headers))).statusCode).toBe(403);
    });

    it('finds subclasses by description ignoring accents and case', async () => {
      expect(await answered(`/api/cnae/search?name=${encodeURIComponent('carvao vegetal')}`, staff.headers)).toEqual([
        { cod_subclasse: '0210-1/08', desc_subclasse: 'PRODUÇÃO DE CARVÃO VEGETAL - FLORESTAS PLANTADAS' },
        { cod_subclasse: '0220-9/02', desc_subclasse: 'PRODUÇÃO DE CARVÃO VEGETAL - FLORESTAS NATIVAS' },
      ]);
    });

    it('finds subclasses by the start of the code, with or without the mask', async () => {
      const masked = await ctx().app.inject(get(`/api/cnae/search?name=${encodeURIComponent('0111-3/01')}`, staff.headers));
      expect(masked.json()).toEqual([{ cod_subclasse: '0111-3/01', desc_subclasse: 'CULTIVO DE ARROZ' }]);
      const prefix = await ctx().app.inject(get('/api/cnae/search?name=0151', staff.headers));
      const codes = prefix.json().map((c: { cod_subclasse: string }) => c.cod_subclasse);
      expect(codes.length).toBeGreaterThan(1);
      expect(codes.every((c: string) => c.startsWith('0151-'))).toBe(true);
    });

    it('gives at most 30, by code', async () => {
      const res = await ctx().app.inject(get('/api/cnae/search?name=fabricacao', staff.headers));
      const codes = res.json().map((c: { cod_subclasse: string }) => c.cod_subclasse);
      expect(codes).toHaveLength(30);
      expect(codes).toEqual([...codes].sort());
    });

    it('answers 400 for hostile or oversized text', async () => {
      for (const name of ["%' OR 1=1", '_%_', 'x'.repeat(101)]) {
        await refused(`/api/cnae/search?name=${encodeURIComponent(name)}`, staff.headers);
      }
    });
  });
});

describe('public lookups are rate-limited per IP', () => {
  const ctx = useTestApp('pglite', { localization: { publicPerMinute: 3 } });

  it('answers 429 in Portuguese after the limit, per route', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ctx().app.inject(get('/api/estados/list'))).statusCode).toBe(200);
    const limited = await ctx().app.inject(get('/api/estados/list'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitas consultas seguidas. Aguarde um minuto e tente novamente.');
    expect((await ctx().app.inject(get('/api/localization/state?uf=SP'))).statusCode).toBe(200);
  });
});

/** A fake ViaCEP on a local port: each test sets how it answers. */
describe('GET /api/cep/search through the ViaCEP adapter', () => {
  let server: Server;
  let baseUrl = '';
  let answer: (cep: string) => { status: number; body?: unknown; delayMs?: number } = () => ({ status: 500 });
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
      const { status, body, delayMs = 0 } = answer(cep);
      const timer = setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs);
      res.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const ctx = useTestApp('pglite', {
    localization: {
      cep: {
        name: 'viacep-test',
        lookup: (cep: string) => createViaCepProvider({ baseUrl, timeoutMs: 1000 }).lookup(cep),
      },
    },
  });
  let staff: TestUser;
  beforeAll(async () => {
    staff = await ctx().userWith([ROLES.DENUNCIAS]);
  });

  it('calls /ws/<cep>/json/ and maps the answer, resolving the city by its IBGE code', async () => {
    answer = () => ({
      status: 200,
      body: {
        cep: '78085-630',
        logradouro: 'Avenida Santo Antônio',
        complemento: '',
        bairro: 'Coxipó',
        localidade: 'Cuiabá',
        uf: 'MT',
        ibge: '5103403',
        gia: '',
        ddd: '65',
        siafi: '9067',
      },
    });
    const res = await ctx().app.inject(get('/api/cep/search?cep=78085-630', staff.headers));
    expect(res.statusCode).toBe(200);
    expect(requested.at(-1)).toBe('/ws/78085630/json/');
    expect(res.json()).toEqual(
      cepAnswer({ cep: '78085-630', logradouro: 'Avenida Santo Antônio', complemento: '', bairro: 'Coxipó' }, { nome: 'Cuiabá', ibge: 5103403 }, { uf: 'MT', nome: 'Mato Grosso' }),
    );
  });

  it('falls back to the city name when the service gives no IBGE code, and to null when nothing matches', async () => {
    answer = () => ({ status: 200, body: { cep: '68500-000', logradouro: '', complemento: '', bairro: '', localidade: 'MARABA', uf: 'PA' } });
    const byName = await ctx().app.inject(get('/api/cep/search?cep=68500000', staff.headers));
    expect(byName.json()).toMatchObject({ logradouro: '', cidade: { nome: 'Marabá', ibge: 1504208 }, estado: { uf: 'PA' } });

    answer = () => ({ status: 200, body: { cep: '68500-001', logradouro: 'Rua X', localidade: 'Lugar Nenhum', uf: 'PA' } });
    const unknownCity = await ctx().app.inject(get('/api/cep/search?cep=68500001', staff.headers));
    expect(unknownCity.json()).toMatchObject({ cidade: null, estado: { uf: 'PA' }, complemento: '', bairro: '' });
  });

  it("answers 404 'CEP não encontrado' when ViaCEP says erro, or answers 404", async () => {
    answer = () => ({ status: 200, body: { erro: 'true' } });
    const erro = await ctx().app.inject(get('/api/cep/search?cep=00000000', staff.headers));
    expect(erro.statusCode).toBe(404);
    expect(erro.json().message).toBe('CEP não encontrado');

    answer = () => ({ status: 404, body: {} });
    const notFound = await ctx().app.inject(get('/api/cep/search?cep=00000001', staff.headers));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('CEP não encontrado');
  });

  it('answers 503 with a Portuguese message when ViaCEP times out or fails, so the form stays usable', async () => {
    answer = () => ({ status: 200, body: { cep: '01001-000' }, delayMs: 3000 });
    const started = Date.now();
    const slow = await ctx().app.inject(get('/api/cep/search?cep=01001001', staff.headers));
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe('Serviço de CEP indisponível no momento. Preencha o endereço manualmente.');
    expect(Date.now() - started).toBeLessThan(2500);

    answer = () => ({ status: 502 });
    expect((await ctx().app.inject(get('/api/cep/search?cep=01001002', staff.headers))).statusCode).toBe(503);
  });
});

describe('CEP cache', () => {
  const found: CepLookup = { cep: '01001-000', logradouro: 'Praça da Sé', complemento: '', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', ibge: 3550308 };

  function countingProvider(fail = false) {
    const calls: string[] = [];
    const provider: CepProvider = {
      name: 'counting',
      lookup: async (cep) => {
        calls.push(cep);
        if (fail) throw new Error('down');
        return cep === '01001000' ? found : null;
      },
    };
    return { provider, calls };
  }

  it('asks the service once per CEP, unknown ones included, and shares concurrent lookups', async () => {
    const { provider, calls } = countingProvider();
    const cached = cachedCepProvider(provider);
    const [a, b] = await Promise.all([cached.lookup('01001000'), cached.lookup('01001000')]);
    expect(a).toEqual(found);
    expect(b).toEqual(found);
    expect(await cached.lookup('99999999')).toBeNull();
    expect(await cached.lookup('99999999')).toBeNull();
    expect(calls).toEqual(['01001000', '99999999']);
  });

  it('drops the least recently used entry beyond its size, and expired entries', async () => {
    let now = 0;
    const { provider, calls } = countingProvider();
    const cached = cachedCepProvider(provider, { max: 2, ttlMs: 1000, now: () => now });
    await cached.lookup('00000001');
    await cached.lookup('00000002');
    await cached.lookup('00000001'); // 1 is now the most recent
    await cached.lookup('00000003'); // evicts 2
    await cached.lookup('00000001');
    await cached.lookup('00000002');
    expect(calls).toEqual(['00000001', '00000002', '00000003', '00000002']);
    now = 5000;
    await cached.lookup('00000002');
    expect(calls).toHaveLength(5);
  });

  it('does not keep failures', async () => {
    const { provider, calls } = countingProvider(true);
    const cached = cachedCepProvider(provider);
    await expect(cached.lookup('01001000')).rejects.toThrow('down');
    await expect(cached.lookup('01001000')).rejects.toThrow('down');
    expect(calls).toHaveLength(2);
  });
});
