import { Input, Row } from 'antd';
import { type Employer } from '@sisacte/contracts/acolhimento/employers';
import { EntityListPage, FilterCol, type ListFilter } from '@sisacte/ui';
import { employerApi } from './api';
import { formatDocument } from './document';
import { employerFilters, type EmployerFilterValues } from './employer-filters';
import { EMPLOYER_PATHS } from './paths';

/** By name and by CPF/CNPJ (masked as it is typed), kept in the address. */
const filter: ListFilter<EmployerFilterValues> = {
  ...employerFilters,
  fields: ({ draft, setDraft }) => (
    <Row gutter={16}>
      <FilterCol label="Nome" htmlFor="empregador-filtro-nome" span={12}>
        <Input id="empregador-filtro-nome" value={draft.name} maxLength={200} allowClear
          onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </FilterCol>
      <FilterCol label="CPF/CNPJ" htmlFor="empregador-filtro-documento">
        <Input id="empregador-filtro-documento" value={draft.document} maxLength={18} inputMode="numeric" allowClear
          onChange={(e) => setDraft({ ...draft, document: formatDocument(e.target.value) })} />
      </FilterCol>
    </Row>
  ),
};

/** /admin/empregadores: employers, newest first, 20 per page; filters by name and CPF/CNPJ kept in the address; PDF and XLSX. */
export function EmployerListPage() {
  // a refusal says why, e.g. 'O empregador "…" não pode ser excluído: tem 2 vaga(s) cadastrada(s)'
  return (
    <EntityListPage<Employer, EmployerFilterValues>
      title="Empregadores" section="Acolhimento" api={employerApi} filter={filter} paths={EMPLOYER_PATHS}
      createLabel="Novo empregador" nameOf={(e) => e.name} noun="o empregador"
      detail={() => 'Um empregador com vagas cadastradas não pode ser excluído.'}
      empty={{ none: 'Nenhum empregador cadastrado', filtered: 'Nenhum empregador encontrado com esses filtros' }}
      columns={(employers) => [
        employers.linkColumn({ title: 'Nome', dataIndex: 'name' }),
        { title: 'CPF/CNPJ', dataIndex: 'document', width: 190, render: (v: string) => formatDocument(v) },
        { title: 'CNAE', key: 'cnae', responsive: ['lg'], render: (_, e) => (e.cnae ? `${e.cnae.cod_subclasse} · ${e.cnae.desc_subclasse}` : '—') },
        { title: 'Cidade', key: 'cidade', responsive: ['md'], render: (_, e) => [e.address_city, e.address_state].filter(Boolean).join('/') || '—' },
        { title: 'Contato', key: 'contato', responsive: ['md'], render: (_, e) => [e.contact_name, e.phone].filter(Boolean).join(' · ') || '—' },
        employers.actionsColumn({ fixed: 'right' }),
      ]}
    />
  );
}
