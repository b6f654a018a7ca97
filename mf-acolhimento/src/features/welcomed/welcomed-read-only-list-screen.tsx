import { Alert, Form, Input, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CpfInput, FilterCol, filterBox, ListPage, useFilteredList } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { EnumFilter } from '../../shared/welcomed-filters/filter-col';
import { DEFAULT_FILTERS, countActiveFilters, welcomedFilterCodec, type WelcomedFilterValues } from '../../shared/welcomed-filters/filters';
import { listWelcomeds } from '../../shared/welcomed-filters/list-api';
import { welcomedReadOnlyColumns } from './welcomed-list-columns';

/**
 * The filters a reader without Acolhimento uses to find a person: typed ones only, because the other
 * filters' lists (users, professions, referral types) are Acolhimento's.
 */
function ReadOnlyFilterFields({ value, onChange }: { value: WelcomedFilterValues; onChange: (value: WelcomedFilterValues) => void }) {
  const set = (patch: Partial<WelcomedFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Row gutter={16}>
        <FilterCol label="Nome" htmlFor="filtro-name" span={12}>
          <Input id="filtro-name" value={value.name ?? ''} maxLength={150} allowClear onChange={(e) => set({ name: e.target.value })} />
        </FilterCol>
        <FilterCol label="CPF" htmlFor="filtro-cpf">
          <CpfInput id="filtro-cpf" value={value.cpf ?? ''} allowClear onChange={(v) => set({ cpf: v })} />
        </FilterCol>
        <FilterCol label="CRNM" htmlFor="filtro-rg">
          <Input id="filtro-rg" value={value.rg ?? ''} maxLength={30} allowClear onChange={(e) => set({ rg: e.target.value })} />
        </FilterCol>
        <EnumFilter id="filtro-status" label="Situação" value={value.status} onChange={(v) => set({ status: v as WelcomedFilterValues['status'] })}
          options={[
            { value: 'active', label: 'Ativos' },
            { value: 'trashed', label: 'Lixeira' },
          ]} />
      </Row>
    </Form>
  );
}

/**
 * /admin/cadastros for the data-protection officer without Acolhimento: the people, found by name, CPF or
 * CRNM, each opened read-only; no new person, edit, trash, export or record search (all Acolhimento's).
 */
export function WelcomedReadOnlyListScreen() {
  const navigate = useNavigate();
  const { filters, applied, list } = useFilteredList(welcomedFilterCodec, listWelcomeds);
  const filterCount = countActiveFilters(applied);

  return (
    <ListPage
      title="Cadastros"
      section="Acolhimento"
      filters={filterBox(filters, DEFAULT_FILTERS, filterCount, <ReadOnlyFilterFields value={filters.draft} onChange={filters.setDraft} />)}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhum cadastro encontrado com esses filtros' : 'Nenhum cadastro ainda',
        columns: welcomedReadOnlyColumns((r) => navigate(WELCOMED_PATHS.edit(r.id))),
      }}
    >
      {applied.status === 'trashed' && <Alert type="warning" showIcon title="Mostrando a lixeira: cadastros excluídos" style={{ marginBottom: 16 }} />}
    </ListPage>
  );
}
