import { api } from '@sisacte/api-client';
import { call, documentBlob } from './api-call';

jest.mock('@sisacte/api-client', () => ({ ...jest.requireActual('@sisacte/api-client'), api: jest.fn() }));
const mockedApi = api as unknown as jest.Mock;

describe("the self-diagnosis' calls", () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedApi.mockReset();
    mockedApi.mockImplementation(() => Promise.resolve(new Response('{"ok":true}', { headers: { 'content-disposition': 'attachment; filename="plan-de-accion-7.xlsx"' } })));
  });

  it("send the page's language, so the API answers the models' texts, the documents and its messages in it", async () => {
    window.history.replaceState(null, '', '/admin/plano-de-acao/7?lang=es');
    await call('/api/plano-de-acao/riscos/7', { code: 'AAAA' });
    expect(mockedApi).toHaveBeenLastCalledWith('api/plano-de-acao/riscos/7', expect.objectContaining({ headers: { 'Accept-Language': 'es', 'X-Codigo-Avaliacao': 'AAAA' } }));
    const { filename } = await documentBlob('/api/plano-de-acao/report-xlsx/7', 'AAAA');
    expect(filename).toBe('plan-de-accion-7.xlsx');
    expect(mockedApi).toHaveBeenLastCalledWith('api/plano-de-acao/report-xlsx/7', { headers: { 'Accept-Language': 'es', 'X-Codigo-Avaliacao': 'AAAA' } });
  });

  it('send Portuguese on a page without ?lang', async () => {
    window.history.replaceState(null, '', '/admin/autodiagnostico');
    await call('/api/modelos');
    expect(mockedApi).toHaveBeenLastCalledWith('api/modelos', expect.objectContaining({ headers: { 'Accept-Language': 'pt-BR' } }));
  });
});
