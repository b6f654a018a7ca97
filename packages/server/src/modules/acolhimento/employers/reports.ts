import { type Employer, type EmployerFilter } from '@sisacte/contracts/acolhimento/employers';
import { formatCnpj } from '@brazilian-utils/brazilian-utils';
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../../db/client';
import { formatCep, formatCpf, pdfTable, renderReport } from '../../../lib/documents';
import { PDF_LIST_LIMIT, streamXlsx } from '../shared/export';
import { employersBatchAfter, listEmployers } from './repository';

const document = (e: Employer) => (e.document_type === 'CNPJ' ? formatCnpj(e.document) : formatCpf(e.document));
const cnae = (e: Employer) => (e.cnae ? `${e.cnae.cod_subclasse} ${e.cnae.desc_subclasse}`.trim() : null);
const place = (e: Employer) => [e.address_city, e.address_state].filter(Boolean).join(' / ') || null;

/** GET /api/employers/report */
export async function listPdf(db: DbOrTx, filter: EmployerFilter, sort: string | undefined): Promise<Buffer> {
  const { content, total } = await listEmployers(db, filter, { page: 0, size: PDF_LIST_LIMIT, sort });
  return renderReport({
    title: 'Relatório de Empregadores',
    subtitle: [`${total} ${total === 1 ? 'empregador encontrado' : 'empregadores encontrados'}.`],
    landscape: true,
    content: [
      content.length === 0
        ? { text: 'Nenhum empregador encontrado com estes filtros.', italics: true }
        : pdfTable(
            ['Nome', 'CPF/CNPJ', 'CNAE', 'Cidade', 'Contato', 'Telefone', 'E-mail'],
            content.map((e) => [e.name, document(e), cnae(e), place(e), e.contact_name, e.phone, e.email]),
          ),
    ],
  });
}

/** GET /api/employers/report-xlsx */
export function listXlsx(db: DbOrTx, filter: EmployerFilter, onError: (error: unknown) => void): PassThrough {
  return streamXlsx<Employer>(
    'Empregadores',
    [
      { header: 'Nome', key: 'name', width: 36 },
      { header: 'CPF/CNPJ', key: 'document', width: 20 },
      { header: 'CNAE', key: 'cnae', width: 36 },
      { header: 'CEP', key: 'cep', width: 11 },
      { header: 'Endereço', key: 'address', width: 36 },
      { header: 'Bairro', key: 'district', width: 20 },
      { header: 'Cidade', key: 'city', width: 24 },
      { header: 'Contato', key: 'contact', width: 22 },
      { header: 'Telefone', key: 'phone', width: 16 },
      { header: 'E-mail', key: 'email', width: 26 },
    ],
    (last, limit) => employersBatchAfter(db, filter, last?.id ?? null, limit),
    (e) => [e.name, document(e), cnae(e), formatCep(e.cep), [e.address, e.address_complement].filter(Boolean).join(', ') || null, e.address_district, place(e), e.contact_name, e.phone, e.email],
    onError,
  );
}
