import { Suspense, useState } from 'react';
import { Alert, Button } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { filterBox, ListPage, retryableLazy, useFilteredList } from '@sisacte/ui';
import { MONITOR_PATHS, WELCOMED_PATHS } from '../../shared/paths';
import { DEFAULT_FILTERS, countActiveFilters, welcomedFilterCodec } from '../../shared/welcomed-filters/filters';
import { listWelcomeds } from '../../shared/welcomed-filters/list-api';
import { useFilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { openListReport, saveListXlsx } from './api';
import { PickedWelcomeds } from './picked-welcomeds';
import { useTrashAndRestore } from './use-trash-and-restore';
import { welcomedListColumns } from './welcomed-list-columns';

// The filter fields (date pickers, number inputs, place selects) load when the 'Filtros' box is first opened, and
// the search window when first asked for: neither is on screen when the list opens, and they would otherwise
// make up a fifth of the people list's first download.
const WelcomedFilterFields = retryableLazy(() =>
  import('../../shared/welcomed-filters/welcomed-filter-fields').then((m) => ({ default: m.WelcomedFilterFields })),
);
const SearchRecordModal = retryableLazy(() => import('../../shared/search-record-modal/search-record-modal').then((m) => ({ default: m.SearchRecordModal })));

/** What the filter box shows while its fields load: the height of a row of fields, so the box does not jump. */
const loadingFields = <div aria-busy="true" style={{ minHeight: 72 }} />;

/** /admin/cadastros (loaded by welcomed-list-page.tsx when opened): every filter (kept in the address), sorted by name, 20 per page, PDF and XLSX of the filtered list. */
export function WelcomedListScreen() {
  const navigate = useNavigate();
  const { filters, applied, list } = useFilteredList(welcomedFilterCodec, listWelcomeds);
  const options = useFilterOptions();
  const { trash, restore } = useTrashAndRestore();
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first 'Pesquisar Cadastro' on, so it keeps its filters between openings.
  const [searchUsed, setSearchUsed] = useState(false);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const filterCount = countActiveFilters(applied);

  return (
    <ListPage
      title="Cadastros"
      section="Acolhimento"
      actions={
        <Button
          icon={<SearchOutlined />}
          onClick={() => {
            setSearchUsed(true);
            setSearchOpen(true);
          }}
        >
          Pesquisar Cadastro
        </Button>
      }
      exports={{ pdf: () => openListReport(applied), xlsx: () => saveListXlsx(applied) }}
      create={{ label: 'Novo cadastro', onClick: () => navigate(WELCOMED_PATHS.create) }}
      filters={filterBox(
        filters,
        DEFAULT_FILTERS,
        filterCount,
        <Suspense fallback={loadingFields}>
          <WelcomedFilterFields value={filters.draft} onChange={filters.setDraft} options={options} idPrefix="filtro" />
        </Suspense>,
      )}
      list={list}
      table={{
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
      {searchUsed && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </ListPage>
  );
}
