import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  PlusOutlined,
  SearchOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { WELCOMED_MESSAGES, type WelcomedListItem } from '@sisacte/contracts';
import { PageHeader, ServerTable, formatDate, useConfirm, useNotify, useServerPage, FilterBox } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { formatAge, formatCpf } from '../../shared/format';
import { SearchRecordModal, monitoringLabel } from '../../shared/search-record-modal/search-record-modal';
import { WelcomedFilterFields } from '../../shared/welcomed-filters/welcomed-filter-fields';
import {
  countActiveFilters,
  filtersFromSearchParams,
  filtersKey,
  filtersToSearchParams,
  type WelcomedFilterValues,
} from '../../shared/welcomed-filters/filters';
import { useFilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { listWelcomeds, openListReport, restoreWelcomed, saveListXlsx, trashWelcomed } from './api';

/** /admin/cadastros: every filter of SPEC §3 (kept in the address), sorted by name, 20 per page, PDF and XLSX of the filtered list. */
export function WelcomedListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromSearchParams(params), [params]);
  const key = filtersKey(applied);
  const [draft, setDraft] = useState<WelcomedFilterValues>(applied);
  const [draftKey, setDraftKey] = useState(key);
  // Back/forward or a link changed the address: the box shows what is applied.
  if (draftKey !== key) {
    setDraftKey(key);
    setDraft(applied);
  }
  const options = useFilterOptions();
  const list = useServerPage((page) => listWelcomeds(applied, page), key);
  const [exporting, setExporting] = useState<'pdf' | 'xlsx' | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const trashed = applied.status === 'trashed';
  const filterCount = countActiveFilters(applied);

  function apply(values: WelcomedFilterValues) {
    // a new search starts at the first page
    setParams((p) => {
      const next = filtersToSearchParams(values, p);
      next.delete('page');
      return next;
    });
  }

  async function remove(r: WelcomedListItem) {
    if (!(await confirm(`Excluir o cadastro de ${r.name}?`, 'O cadastro vai para a lixeira e pode ser restaurado depois.'))) return;
    try {
      await trashWelcomed(r.id);
      notify.success(WELCOMED_MESSAGES.TRASHED);
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  async function restore(r: WelcomedListItem) {
    if (!(await confirm(`Restaurar o cadastro de ${r.name}?`, 'O cadastro volta para a lista de ativos.', 'Restaurar'))) return;
    try {
      await restoreWelcomed(r.id);
      notify.success(WELCOMED_MESSAGES.RESTORED);
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  async function download(kind: 'pdf' | 'xlsx') {
    setExporting(kind);
    try {
      if (kind === 'pdf') await openListReport(applied);
      else await saveListXlsx(applied);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Cadastros"
        breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cadastros' }]}
        extra={
          <Space wrap>
            <Button icon={<SearchOutlined />} onClick={() => setSearchOpen(true)}>
              Pesquisar Cadastro
            </Button>
            <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} disabled={exporting !== null} onClick={() => download('pdf')}>
              Relatório PDF
            </Button>
            <Button icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} disabled={exporting !== null} onClick={() => download('xlsx')}>
              {exporting === 'xlsx' ? 'Gerando planilha…' : 'Exportar XLSX'}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(WELCOMED_PATHS.create)}>
              Novo cadastro
            </Button>
          </Space>
        }
      />
      <FilterBox count={filterCount} defaultOpen={filterCount > 0}>
        <form
          aria-label="Filtros"
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <WelcomedFilterFields value={draft} onChange={setDraft} options={options} idPrefix="filtro" />
          <Flex justify="end" gap={8}>
            <Button
              onClick={() => {
                setDraft({ status: 'active' });
                apply({ status: 'active' });
              }}
            >
              Limpar
            </Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Buscar
            </Button>
          </Flex>
        </form>
      </FilterBox>
      {picked.length > 0 && (
        <Card size="small" title="Cadastros selecionados" style={{ marginBottom: 16 }} extra={<Button size="small" type="link" onClick={() => setPicked([])}>Limpar</Button>}>
          <Space wrap>
            {picked.map((p) => (
              <Tag key={p.id}>
                <Link to={WELCOMED_PATHS.edit(p.id)}>{p.name}</Link>
              </Tag>
            ))}
          </Space>
        </Card>
      )}
      {trashed && <Alert type="warning" showIcon title="Mostrando a lixeira: cadastros excluídos" style={{ marginBottom: 16 }} />}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      <ServerTable<WelcomedListItem>
        rowKey="id"
        page={list.data}
        loading={list.loading}
        onPageChange={list.setPageNumber}
        emptyText={filterCount > 0 ? 'Nenhum cadastro encontrado com esses filtros' : 'Nenhum cadastro ainda'}
        columns={[
          {
            title: 'Nome',
            dataIndex: 'name',
            render: (name: string, r) =>
              r.status === 'active' ? <Link to={WELCOMED_PATHS.edit(r.id)}>{name}</Link> : <Typography.Text>{name}</Typography.Text>,
          },
          { title: 'Sexo', dataIndex: 'gender', render: (v: string | null) => v ?? '—' },
          { title: 'Idade', dataIndex: 'age', render: (v: number | null) => formatAge(v) },
          { title: 'Nacionalidade', key: 'nacionality', render: (_, r) => r.nacionality?.nome_pt ?? '—' },
          { title: 'CPF', dataIndex: 'cpf', render: (v: string | null) => (v ? formatCpf(v) : '—') },
          { title: 'CRNM', dataIndex: 'rg', render: (v: string | null) => v ?? '—' },
          { title: 'Dt. Nascimento', dataIndex: 'birthdate', render: (v: string | null) => formatDate(v) || '—' },
          { title: 'Monitoramento', dataIndex: 'monitors', render: (v: number) => monitoringLabel(v) },
          { title: 'Dt. Cadastro', dataIndex: 'date_of_register', render: (v: string) => formatDate(v) },
          { title: 'Cadastrado por', key: 'author', render: (_, r) => r.author?.name ?? '—' },
          {
            title: 'Ação',
            key: 'acao',
            // pinned: with eleven columns the actions would otherwise sit past the right edge
            fixed: 'right',
            render: (_, r) =>
              r.status === 'active' ? (
                <Space>
                  <Tooltip title="Editar">
                    <Button aria-label={`Editar ${r.name}`} icon={<EditOutlined />} onClick={() => navigate(WELCOMED_PATHS.edit(r.id))} />
                  </Tooltip>
                  <Tooltip title="Excluir">
                    <Button danger aria-label={`Excluir ${r.name}`} icon={<DeleteOutlined />} onClick={() => remove(r)} />
                  </Tooltip>
                </Space>
              ) : (
                <Tooltip title="Restaurar">
                  <Button aria-label={`Restaurar ${r.name}`} icon={<UndoOutlined />} onClick={() => restore(r)}>
                    Restaurar
                  </Button>
                </Tooltip>
              ),
          },
        ]}
      />
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
    </>
  );
}
