import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { type Employer } from '@sisacte/contracts/acolhimento/employers';
import { button, fill, httpAnswering, renderAt, saveThenExpect, saveThenRefused } from '@sisacte/ui/test';
import { EmployerFormPage } from './employer-form-page';

// role queries are slow on antd's large DOM in jsdom: labels, texts and selectors instead.
jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const stored: Employer = {
  id: 7,
  name: 'Construtora Horizonte Ltda',
  document: '11222333000181',
  document_type: 'CNPJ',
  cnae: { cod_subclasse: '4120400', desc_subclasse: 'Construção de edifícios' },
  cep: '01001000',
  address: 'Praça da Sé',
  address_complement: null,
  address_district: 'Sé',
  address_state: 'SP',
  address_city: 'São Paulo',
  contact_name: 'Marta',
  phone: '(11) 3333-4444',
  email: 'rh@horizonte.com.br',
  author: { id: 1, name: 'Administrador' },
  created_at: '2026-03-02T10:00:00.000Z',
};

const { create, put } = httpAnswering({ '/api/employers/7': stored });

describe('new employer (/admin/empregadores/cadastrar)', () => {
  it('needs a name and a CPF/CNPJ with right check digits; then "Empregador Cadastrado!" and the list', async () => {
    create.mockResolvedValue(stored);
    renderAt(<EmployerFormPage />, '/admin/empregadores/cadastrar', '/admin/empregadores/cadastrar');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fill('Nome / Razão social', 'Construtora Horizonte Ltda');
    const doc = screen.getByLabelText('CPF/CNPJ');
    // the mask follows the digits: a CNPJ once there are more than 11
    fireEvent.change(doc, { target: { value: '11222333000180' } });
    expect(doc).toHaveValue('11.222.333/0001-80');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('CPF ou CNPJ inválido (confira os dígitos verificadores)')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(doc, { target: { value: '11.222.333/0001-81' } });
    fill('E-mail', 'rh@horizonte.com.br');
    await saveThenExpect('Empregador Cadastrado!', '/admin/empregadores', {
      sent: [create, '/api/employer', expect.objectContaining({ name: 'Construtora Horizonte Ltda', document: '11.222.333/0001-81', email: 'rh@horizonte.com.br', cnae: null })],
    });
  });

  it('a CPF is masked as a CPF and checked too', async () => {
    renderAt(<EmployerFormPage />, '/admin/empregadores/cadastrar', '/admin/empregadores/cadastrar');
    fill('Nome / Razão social', 'João Empregador');
    const doc = screen.getByLabelText('CPF/CNPJ');
    fireEvent.change(doc, { target: { value: '52998224726' } });
    expect(doc).toHaveValue('529.982.247-26');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('CPF ou CNPJ inválido (confira os dígitos verificadores)')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("a refusal shows the server's message and keeps the form", async () => {
    create.mockRejectedValue(new ApiError('x', 400, ['CPF/CNPJ já cadastrado para o empregador Outra Ltda']));
    renderAt(<EmployerFormPage />, '/admin/empregadores/cadastrar', '/admin/empregadores/cadastrar');
    fill('Nome / Razão social', 'Construtora Horizonte Ltda');
    fill('CPF/CNPJ', '11222333000181');
    await saveThenRefused('CPF/CNPJ já cadastrado para o empregador Outra Ltda');
    expect(screen.getByText('Não foi possível salvar')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome / Razão social')).toHaveValue('Construtora Horizonte Ltda');
  });
});

describe('edit (/admin/empregadores/{id})', () => {
  it('shows the employer as stored (document masked, CNAE, address) and saves with its id: "Dados atualizados!"', async () => {
    put.mockResolvedValue(stored);
    renderAt(<EmployerFormPage />, '/admin/empregadores/7', '/admin/empregadores/:employer_id');
    const doc = await screen.findByLabelText('CPF/CNPJ');
    expect(doc).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByText('4120400 · Construção de edifícios')).toBeInTheDocument();
    fill('Telefone', '(11) 99999-0000');
    await saveThenExpect('Dados atualizados!', '/admin/empregadores', {
      sent: [put, '/api/employer', expect.objectContaining({
        id: 7,
        document: '11.222.333/0001-81',
        phone: '(11) 99999-0000',
        cnae: { cod_subclasse: '4120400', desc_subclasse: 'Construção de edifícios' },
        cep: '01001-000',
      })],
    });
  });
});
