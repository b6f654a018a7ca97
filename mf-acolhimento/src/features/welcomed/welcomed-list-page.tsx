import { useState } from 'react';
import { Alert, Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { ExportButtons, ListPage, useServerPage, useUrlFilters } from '@sisacte/ui';
import { MONITOR_PATHS, WELCOMED_PATHS } from '../../shared/paths';
import { SearchRecordModal } from '../../shared/search-record-modal/search-record-modal';
import { WelcomedFilterFields } from '../../shared/welcomed-filters/welcomed-filter-fields';
import { DEFAULT_FILTERS, countActiveFilters, welcomedFilterCodec } from '../../shared/welcomed-filters/filters';
import { listWelcomeds } from '../../shared/welcomed-filters/list-api';
import { useFilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { openListReport, saveListXlsx } from './api';
import { PickedWelcomeds } from './picked-welcomeds';
import { useTrashAndRestore } from './use-trash-and-restore';
import { welcomedListColumns } from './welcomed-list-columns';

/** /admin/cadastros: every filter (kept in the address), sorted by name, 20 per page, PDF and XLSX of the filtered list. */
export function WelcomedListPage() {
  const navigate = useNavigate();
  const filters = useUrlFilters(welcomedFilterCodec);
  const { applied } = filters;
  const options = useFilterOptions();
  const list = useServerPage((page) => listWelcomeds(applied, page), filters.key);
  const { trash, restore } = useTrashAndRestore();
  const [searchOpen, setSearchOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const filterCount = countActiveFilters(applied);

  return (
    <ListPage
      title="Cadastros"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cadastros' }]}
      actions={
        <>
          <Button icon={<SearchOutlined />} onClick={() => setSearchOpen(true)}>
            Pesquisar Cadastro
          </Button>
          <ExportButtons pdf={() => openListReport(applied)} xlsx={() => saveListXlsx(applied)} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(WELCOMED_PATHS.create)}>
            Novo cadastro
          </Button>
        </>
      }
      filters={{
        count: filterCount,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset(DEFAULT_FILTERS),
        fields: <WelcomedFilterFields value={filters.draft} onChange={filters.setDraft} options={options} idPrefix="filtro" />,
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: filterCount > 0 ? 'Nenhum cadastro encontrado com esses filtros' : 'Nenhum cadastro ainda',
        columns: welcomedListColumns({
          edit: (r) => navigate(WELCOMED_PATHS.edit(r.id)),
          monitorings: (r) => navigate(MONITOR_PATHS.ofPerson(r.id)),
          trash: async (r) => (await trash(r)) && list.reload(),
          restore: async (r) => (await restore(r)) && list.reload(),
        }),
      }}
    >
      <PickedWelcomeds picked={picked} onClear={() => setPicked([])} />
      {applied.status === 'trashed' && <Alert type="warning" showIcon title="Mostrando a lixeira: cadastros excluídos" style={{ marginBottom: 16 }} />}
      <SearchRecordModal
        open={searchOpen}
        onCancel={() => setSearchOpen(false)}
        onAdd={(ids, rows) => {
          // One person: open them. Several: keep them at hand above the list, each a link to their screen.
          setSearchOpen(false);
          if (ids.length === 1) navigate(WELCOMED_PATHS.edit(ids[0]!));
          else setPicked(rows.map((r) => ({ id: r.id, name: r.name })));
        }}
      />
    </ListPage>
  );
}
