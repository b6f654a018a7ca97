import { EMPLOYER_DOCUMENT_INVALID_MESSAGE, EMPLOYER_NOT_FOUND_MESSAGE, employerDocumentTakenMessage } from '@sisacte/contracts/acolhimento/employers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, expectGuarded, expectNotFound, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const CNPJ = '11.222.333/0001-81';
const CPF = '529.982.247-25';
const snapshot = rowCounts({ employers: 'employers', names: ['employers', "name LIKE 'Emp%'"] });

describe.each(testDatabases())('employers API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Edu Empregos' }, other: [ROLES.RELATORIOS] });

  it('creates (CNPJ or CPF), reads, edits (round trip), lists, exports and deletes employers', async () => {
    const created = await send('POST', '/api/employer', {
      name: 'Construtora Boa Vista',
      document: CNPJ,
      cnae: { cod_subclasse: '4120400', desc_subclasse: 'Construção de edifícios' },
      cep: '69301-000',
      address: 'Av. Ville Roy, 100',
      address_city: 'Boa Vista',
      address_state: 'RR',
      contact_name: 'Sr. Paulo',
      phone: '(95) 3623-0000',
      email: 'rh@boavista.example',
    });
    expect(created.statusCode).toBe(201);
    const e = created.json();
    expect(e).toMatchObject({
      name: 'Construtora Boa Vista',
      document: '11222333000181',
      document_type: 'CNPJ',
      cnae: { cod_subclasse: '4120-4/00', desc_subclasse: expect.stringMatching(/^constru..o de edif.cios$/i) },
      cep: '69301000',
      author: { id: users.worker.id, name: 'Edu Empregos' },
    });
    expect((await send('GET', `/api/employers/${e.id}`)).json()).toEqual(e);
    const edited = await send('PUT', '/api/employer', { ...e, phone: '(95) 99999-0000' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...e, phone: '(95) 99999-0000' });

    const person = (await send('POST', '/api/employer', { name: 'Dona Zélia Empregadora', document: CPF })).json();
    expect(person).toMatchObject({ document: '52998224725', document_type: 'CPF', cnae: null });

    expect((await send('GET', '/api/employers')).json().content.map((x: { id: number }) => x.id)).toEqual([person.id, e.id]);
    expect((await send('GET', '/api/employers?name=zelia')).json().content.map((x: { id: number }) => x.id)).toEqual([person.id]);
    expect((await send('GET', '/api/employers?document=11.222')).json().content.map((x: { id: number }) => x.id)).toEqual([e.id]);
    expect((await send('GET', '/api/employers-list')).json()).toEqual([
      { id: e.id, name: 'Construtora Boa Vista', document: '11222333000181' },
      { id: person.id, name: 'Dona Zélia Empregadora', document: '52998224725' },
    ]);

    const pdf = await send('GET', '/api/employers/report');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await send('GET', '/api/employers/report-xlsx?name=construtora');
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).getCell(2).value).toBe('11.222.333/0001-81');

    expect((await send('DELETE', `/api/employer/${person.id}`)).statusCode).toBe(204);
    await expectNotFound(send, `/api/employers/${person.id}`, EMPLOYER_NOT_FOUND_MESSAGE);
  });

  it('refuses bad documents, a document already registered and other bad input, writing nothing', async () => {
    const t = ctx();
    const first = (await send('POST', '/api/employer', { name: 'Emp Primeiro', document: '04.252.011/0001-10' })).json();
    const refused = badInputCheck(t, users.worker, '/api/employer', snapshot);
    await refused({ name: 'Emp Dígito', document: '11.222.333/0001-82' }, [`document: ${EMPLOYER_DOCUMENT_INVALID_MESSAGE}`]);
    await refused({ name: 'Emp Dígito', document: '529.982.247-24' }, [`document: ${EMPLOYER_DOCUMENT_INVALID_MESSAGE}`]);
    await refused({ name: 'Emp Curto', document: '1234' }, [`document: ${EMPLOYER_DOCUMENT_INVALID_MESSAGE}`]);
    await refused({ name: 'Emp Hostil', document: "1'; DROP TABLE employers; --" }, [`document: ${EMPLOYER_DOCUMENT_INVALID_MESSAGE}`]);
    await refused({ name: 'Emp Sem' }, ['document: CPF ou CNPJ é obrigatório']);
    await refused({ document: CNPJ }, ['name: Nome é obrigatório']);
    await refused({ name: 'E'.repeat(201), document: CNPJ }, ['name: Nome deve ter no máximo 200 caracteres']);
    await refused({ name: 'Emp Mail', document: CNPJ, email: 'não é e-mail' }, ['email: E-mail inválido']);
    await refused({ name: 'Emp CNAE', document: CNPJ, cnae: '4120400' }, ['cnae: CNAE inválido']);
    await refused({ name: 'Emp CNAE', document: '60.701.190/0001-04', cnae: { cod_subclasse: '9999-9/99', desc_subclasse: 'Falso' } }, ['cnae: CNAE 9999-9/99 não existe na tabela do IBGE: escolha um da lista']);
    // the description is the table's, whatever is sent; the code alone is enough
    const coded = await send('POST', '/api/employer', { name: 'Emp Só Código', document: '45.723.174/0001-10', cnae: { cod_subclasse: '4120400', desc_subclasse: 'Tráfico' } });
    expect(coded.json().cnae).toEqual({ cod_subclasse: '4120-4/00', desc_subclasse: expect.stringMatching(/^constru..o de edif.cios$/i) });
    await send('DELETE', `/api/employer/${coded.json().id}`);
    await refused({ name: 'Emp Repetido', document: '04252011000110' }, [employerDocumentTakenMessage('Emp Primeiro')]);
    const second = (await send('POST', '/api/employer', { name: 'Emp Segundo', document: '11.444.777/0001-61' })).json();
    await refused({ ...second, document: '04252011000110' }, [employerDocumentTakenMessage('Emp Primeiro')], { method: 'PUT' });
    expect((await send('PUT', '/api/employer', { ...first, id: 999999 })).statusCode).toBe(404);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const e = (await send('POST', '/api/employer', { name: 'Emp Protegido', document: '45.997.418/0001-53' })).json();
    await expectGuarded(ctx(), users.other, [
      ...['/api/employers', '/api/employers-list', `/api/employers/${e.id}`, '/api/employers/report', '/api/employers/report-xlsx'].map((url) => ['GET', url] as const),
      ['POST', '/api/employer', { name: 'Emp Novo', document: CPF }],
      ['PUT', '/api/employer', { ...e, name: 'Emp Outro' }],
      ['DELETE', `/api/employer/${e.id}`],
    ], snapshot);
  });
});
