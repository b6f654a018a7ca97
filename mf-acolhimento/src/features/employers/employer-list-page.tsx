import { Input, Row } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { type Employer } from '@sisacte/contracts/acolhimento/employers';
import { actionColumn, editDeleteActions, FilterCol, filterBox, ListPage, useFilteredList, useRowDelete } from '@sisacte/ui';
import { employerApi } from './api';
import { formatDocument } from './document';
import { countEmployerFilters, EMPTY_EMPLOYER_FILTERS, employerFilterCodec } from './employer-filters';
import { EMPLOYER_PATHS } from './paths';

/** /admin/empregadores: employers, newest first, 20 per page; filters by name and CPF/CNPJ kept in the address; PDF and XLSX. */
export function EmployerListPage() {
  const navigate = useNavigate();
  const { filters, applied, list } = useFilteredList(employerFilterCodec, employerApi.list);
  const { draft } = filters;
  const filterCount = countEmployerFilters(applied);
  // a refusal says why, e.g. 'O empregador "…" não pode ser excluído: tem 2 vaga(s) cadastrada(s)'
  const remove = useRowDelete<Employer>({
    question: (e) => `Excluir o empregador ${e.name}?`,
    detail: () => 'Um empregador com vagas cadastradas não pode ser excluído.',
    remove: (e) => employerApi.remove(e.id),
    done: 'Empregador excluído!',
    reload: list.reload,
  });

  return (
    <ListPage<Employer>
      title="Empregadores"
      section="Acolhimento"
      exports={{ pdf: () => employerApi.pdf(applied), xlsx: () => employerApi.xlsx(applied) }}
      create={{ label: 'Novo empregador', onClick: () => navigate(EMPLOYER_PATHS.create) }}
      filters={filterBox(
        filters,
        EMPTY_EMPLOYER_FILTERS,
        filterCount,
        <Row gutter={16}>
          <FilterCol label="Nome" htmlFor="empregador-filtro-nome" span={12}>
            <Input id="empregador-filtro-nome" value={draft.name} maxLength={200} allowClear
              onChange={(e) => filters.setDraft({ ...draft, name: e.target.value })} />
          </FilterCol>
          <FilterCol label="CPF/CNPJ" htmlFor="empregador-filtro-documento">
            <Input id="empregador-filtro-documento" value={draft.document} maxLength={18} inputMode="numeric" allowClear
              onChange={(e) => filters.setDraft({ ...draft, document: formatDocument(e.target.value) })} />
          </FilterCol>
        </Row>,
      )}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhum empregador encontrado com esses filtros' : 'Nenhum empregador cadastrado',
        columns: [
          { title: 'Nome', dataIndex: 'name', render: (v: string, e) => <Link to={EMPLOYER_PATHS.edit(e.id)}>{v}</Link> },
          { title: 'CPF/CNPJ', dataIndex: 'document', width: 190, render: (v: string) => formatDocument(v) },
          { title: 'CNAE', key: 'cnae', responsive: ['lg'], render: (_, e) => (e.cnae ? `${e.cnae.cod_subclasse} · ${e.cnae.desc_subclasse}` : '—') },
          { title: 'Cidade', key: 'cidade', responsive: ['md'], render: (_, e) => [e.address_city, e.address_state].filter(Boolean).join('/') || '—' },
          { title: 'Contato', key: 'contato', responsive: ['md'], render: (_, e) => [e.contact_name, e.phone].filter(Boolean).join(' · ') || '—' },
          actionColumn((e) => editDeleteActions({ name: e.name, edit: () => navigate(EMPLOYER_PATHS.edit(e.id)), remove: () => void remove(e) }), { fixed: 'right' }),
        ],
      }}
    />
  );
}
