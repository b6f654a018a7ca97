import { type Employer, type EmployerFilter } from '@sisacte/contracts/acolhimento/employers';
import { formatCnpj } from '@brazilian-utils/brazilian-utils';
import { formatCep, formatCpf } from '../../../lib/documents';
import { listReport, nameColumn, reportNames, rowsOf } from '../shared/list-report';
import { employerReads } from './repository';

const document = (e: Employer) => (e.document_type === 'CNPJ' ? formatCnpj(e.document) : formatCpf(e.document));
const cnae = (e: Employer) => (e.cnae ? `${e.cnae.cod_subclasse} ${e.cnae.desc_subclasse}`.trim() : null);
const place = (e: Employer) => [e.address_city, e.address_state].filter(Boolean).join(' / ') || null;

/** GET /api/employers/report and /report-xlsx: the filtered list. */
export const employersReport = listReport<Employer, EmployerFilter>({
  ...reportNames('Empregadores', { one: 'empregador', many: 'empregadores' }),
  columns: [
    nameColumn((e) => e.name),
    { title: 'CPF/CNPJ', value: document, width: 20 },
    { title: 'CNAE', value: cnae, width: 36, wide: true },
    { title: 'CEP', value: (e) => formatCep(e.cep), width: 11, only: 'xlsx' },
    { title: 'Endereço', value: (e) => [e.address, e.address_complement].filter(Boolean).join(', ') || null, width: 36, only: 'xlsx' },
    { title: 'Bairro', value: (e) => e.address_district, width: 20, only: 'xlsx' },
    { title: 'Cidade', value: place, width: 24 },
    { title: 'Contato', value: (e) => e.contact_name, width: 22 },
    { title: 'Telefone', value: (e) => e.phone, width: 16 },
    { title: 'E-mail', value: (e) => e.email, width: 26 },
  ],
  ...rowsOf(employerReads),
});
