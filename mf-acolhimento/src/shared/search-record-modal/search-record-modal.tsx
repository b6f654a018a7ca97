import { useState } from 'react';
import { Button, Flex, Modal, Space, Typography } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { ServerTable, FilterBox } from '@sisacte/ui';
import { WelcomedFilterFields } from '../welcomed-filters/welcomed-filter-fields';
import { DEFAULT_FILTERS, countActiveFilters } from '../welcomed-filters/filters';
import { useFilterOptions } from '../welcomed-filters/use-filter-options';
import { searchRecordColumns } from './search-record-columns';
import { useRecordSearch } from './use-record-search';

export interface SearchRecordModalProps {
  open: boolean;
  /** 'Cancelar' or closing the window. */
  onCancel: () => void;
  /** 'Adicionar Cadastro(s)': the ids of the checked rows (in the order they were checked), and those rows. */
  onAdd: (ids: number[], rows: WelcomedListItem[]) => void | Promise<void>;
  /** Defaults to 'Pesquisar Cadastro'. */
  title?: string;
  /** People already added by the caller (e.g. a course's participants): shown, but their checkbox is disabled. */
  excludeIds?: readonly number[];
}

/** On a phone the filter box starts closed, so the results are in view. */
const wideScreen = () => typeof window === 'undefined' || !window.matchMedia || !window.matchMedia('(max-width: 767px)').matches;

/**
 * 'Pesquisar Cadastro': a collapsible box with every filter, 'Localizar' runs the search,
 * a table with a checkbox per row, and 'Adicionar Cadastro(s)' hands the checked ids to the caller.
 * Reused by courses (participants) and vacancies (referrals).
 */
export function SearchRecordModal({ open, onCancel, onAdd, title = 'Pesquisar Cadastro', excludeIds = [] }: SearchRecordModalProps) {
  const navigate = useNavigate();
  const options = useFilterOptions(open);
  const search = useRecordSearch(open);
  const { checked } = search;
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    try {
      await onAdd(checked, search.checkedList());
    } finally {
      setAdding(false);
    }
  }

  const excluded = new Set(excludeIds);
  const filterCount = countActiveFilters(search.applied);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      width={1200}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {checked.length === 0 ? 'Nenhum cadastro marcado' : checked.length === 1 ? '1 cadastro marcado' : `${checked.length} cadastros marcados`}
          </Typography.Text>
          <Space>
            <Button onClick={onCancel}>Cancelar</Button>
            <Button type="primary" disabled={checked.length === 0} loading={adding} onClick={add}>
              Adicionar Cadastro(s)
            </Button>
          </Space>
        </Flex>
      }
    >
      <FilterBox count={filterCount} defaultOpen={wideScreen()}>
        <WelcomedFilterFields value={search.draft} onChange={search.setDraft} options={options} withMonitoringDates idPrefix="modal-filtro" />
        <Flex justify="end" gap={8}>
          <Button onClick={() => search.setDraft(DEFAULT_FILTERS)}>Limpar</Button>
          {/* Never in a loading state: a click while the list loads runs the new search (the table shows the wait). */}
          <Button type="primary" icon={<SearchOutlined />} onClick={search.search}>
            Localizar
          </Button>
        </Flex>
      </FilterBox>
      <ServerTable<WelcomedListItem>
        rowKey="id"
        page={search.page}
        loading={search.loading}
        onPageChange={search.goToPage}
        emptyText="Nenhum cadastro encontrado com esses filtros"
        rowSelection={{
          selectedRowKeys: checked,
          preserveSelectedRowKeys: true,
          onChange: search.check,
          getCheckboxProps: (r) => ({
            disabled: excluded.has(r.id) || r.status !== 'active',
            'aria-label': `Marcar ${r.name}`,
          }),
        }}
        columns={searchRecordColumns(navigate)}
      />
    </Modal>
  );
}
