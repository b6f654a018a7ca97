import { screen } from '@testing-library/react';
import { type Employer } from '@sisacte/contracts/acolhimento/employers';
import { describeFormPage, fill, httpAnswering, renderAt, saveThenInvalid } from '@sisacte/ui/test';
import { EmployerFormPage } from './employer-form-page';

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
const WRONG_DIGITS = 'CPF ou CNPJ inválido (confira os dígitos verificadores)';
const NEW = '/admin/empregadores/cadastrar';

/** Types `digits` into 'CPF/CNPJ': the mask follows them (a CNPJ once there are more than 11) and gives `masked`. */
function typeDocument(digits: string, masked: string) {
  fill('CPF/CNPJ', digits);
  expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue(masked);
}

const http = httpAnswering({ '/api/employers/7': stored });

describeFormPage({
  page: <EmployerFormPage />,
  routes: { create: NEW, edit: ['/admin/empregadores/7', '/admin/empregadores/:employer_id'], list: '/admin/empregadores' },
  http,
  saved: stored,
  create: {
    // a name, and a CPF/CNPJ with the right check digits
    checks: [
      { says: ['Nome é obrigatório'] },
      {
        enter: () => {
          fill('Nome / Razão social', 'Construtora Horizonte Ltda');
          typeDocument('11222333000180', '11.222.333/0001-80');
        },
        says: [WRONG_DIGITS],
      },
    ],
    enter: () => {
      fill('CPF/CNPJ', '11.222.333/0001-81');
      fill('E-mail', 'rh@horizonte.com.br');
    },
    done: 'Empregador Cadastrado!',
    sent: ['/api/employer', expect.objectContaining({ name: 'Construtora Horizonte Ltda', document: '11.222.333/0001-81', email: 'rh@horizonte.com.br', cnae: null })],
  },
  refusal: {
    enter: () => {
      fill('Nome / Razão social', 'Construtora Horizonte Ltda');
      fill('CPF/CNPJ', '11222333000181');
    },
    message: 'CPF/CNPJ já cadastrado para o empregador Outra Ltda',
    kept: ['Nome / Razão social', 'Construtora Horizonte Ltda'],
  },
  edit: {
    // the document masked, the CNAE, the address
    shows: async () => {
      expect(await screen.findByLabelText('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
      expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
      expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
      expect(screen.getByText('4120400 · Construção de edifícios')).toBeInTheDocument();
    },
    enter: () => fill('Telefone', '(11) 99999-0000'),
    sent: ['/api/employer', expect.objectContaining({
      id: 7,
      document: '11.222.333/0001-81',
      phone: '(11) 99999-0000',
      cnae: { cod_subclasse: '4120400', desc_subclasse: 'Construção de edifícios' },
      cep: '01001-000',
    })],
  },
});

describe('the CPF/CNPJ', () => {
  it('a CPF is masked as a CPF and checked too', async () => {
    renderAt(<EmployerFormPage />, NEW, NEW);
    fill('Nome / Razão social', 'João Empregador');
    typeDocument('52998224726', '529.982.247-26');
    await saveThenInvalid(WRONG_DIGITS, http.create);
  });
});
