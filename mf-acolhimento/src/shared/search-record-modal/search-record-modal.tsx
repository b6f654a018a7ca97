import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Modal, Space, Tooltip, Typography } from 'antd';
import { EditOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import type { Page, WelcomedListItem } from '@sisacte/contracts';
import { ServerTable, formatDate, useNotify, FilterBox } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../paths';
import { formatAge, formatCpf } from '../format';
import { WelcomedFilterFields } from '../welcomed-filters/welcomed-filter-fields';
import { countActiveFilters, type WelcomedFilterValues } from '../welcomed-filters/filters';
import { useFilterOptions } from '../welcomed-filters/use-filter-options';
import { searchWelcomeds } from './api';

export interface SearchRecordModalProps {
  open: boolean;
  /** 'Cancelar' or closing the window. */
  onCancel: () => void;
  /** 'Adicionar Cadastro(s)': the ids of the checked rows (in the order they were checked), and those rows. */
  onAdd: (ids: number[], rows: WelcomedListItem[]) => void | Promise<void>;
  /** Defaults to 'Pesquisar Cadastro' (SPEC §2.2). */
  title?: string;
  /** People already added by the caller (e.g. a course's participants): shown, but their checkbox is disabled. */
  excludeIds?: readonly number[];
}

/** SPEC §9: the search modal starts with status active. */
const INITIAL_FILTERS: WelcomedFilterValues = { status: 'active' };

/** On a phone the filter box starts closed, so the results are in view. */
const wideScreen = () => typeof window === 'undefined' || !window.matchMedia || !window.matchMedia('(max-width: 767px)').matches;

/** 'Monitoramento' column: how many monitoring visits the person has. */
export function monitoringLabel(monitors: number): string {
  if (!monitors) return 'Não monitorado';
  return monitors === 1 ? '1 monitoramento' : `${monitors} monitoramentos`;
}

/**
 * 'Pesquisar Cadastro' (SPEC §2.2): a collapsible box with every filter, 'Localizar' runs the search,
 * a table with a checkbox per row, and 'Adicionar Cadastro(s)' hands the checked ids to the caller.
 * Reused by courses (participants) and vacancies (referrals).
 */
export function SearchRecordModal({ open, onCancel, onAdd, title = 'Pesquisar Cadastro', excludeIds = [] }: SearchRecordModalProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const options = useFilterOptions(open);
  const [draft, setDraft] = useState<WelcomedFilterValues>(INITIAL_FILTERS);
  const [applied, setApplied] = useState<WelcomedFilterValues>(INITIAL_FILTERS);
  const [page, setPage] = useState<Page<WelcomedListItem>>();
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<number[]>([]);
  const [checkedRows, setCheckedRows] = useState<Map<number, WelcomedListItem>>(new Map());
  const [adding, setAdding] = useState(false);

  const load = useCallback(
    (filters: WelcomedFilterValues, number: number) => {
      setLoading(true);
      searchWelcomeds(filters, number)
        .then(setPage)
        .catch(notify.error)
        .finally(() => setLoading(false));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Each opening starts afresh: status active, nothing checked, the first page.
  useEffect(() => {
    if (!open) return;
    setDraft(INITIAL_FILTERS);
    setApplied(INITIAL_FILTERS);
    setChecked([]);
    setCheckedRows(new Map());
    load(INITIAL_FILTERS, 0);
  }, [open, load]);

  function localizar() {
    setApplied(draft);
    load(draft, 0);
  }

  function goToPage(n: number) {
    load(applied, n);
  }

  async function add() {
    setAdding(true);
    try {
      await onAdd(checked, checked.map((id) => checkedRows.get(id)).filter((r): r is WelcomedListItem => !!r));
    } finally {
      setAdding(false);
    }
  }

  const excluded = new Set(excludeIds);
  const filterCount = countActiveFilters(applied);

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
        <WelcomedFilterFields value={draft} onChange={setDraft} options={options} withMonitoringDates idPrefix="modal-filtro" />
        <Flex justify="end" gap={8}>
          <Button onClick={() => setDraft(INITIAL_FILTERS)}>Limpar</Button>
          <Button type="primary" icon={<SearchOutlined />} onClick={localizar} loading={loading}>
            Localizar
          </Button>
        </Flex>
      </FilterBox>
      <ServerTable<WelcomedListItem>
        rowKey="id"
        page={page}
        loading={loading}
        onPageChange={goToPage}
        emptyText="Nenhum cadastro encontrado com esses filtros"
        rowSelection={{
          selectedRowKeys: checked,
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => {
            setChecked(keys as number[]);
            setCheckedRows((before) => {
              const next = new Map(before);
              for (const r of rows) if (r) next.set(r.id, r);
              for (const id of next.keys()) if (!keys.includes(id)) next.delete(id);
              return next;
            });
          },
          getCheckboxProps: (r) => ({
            disabled: excluded.has(r.id) || r.status !== 'active',
            'aria-label': `Marcar ${r.name}`,
          }),
        }}
        columns={[
          {
            title: 'Nome',
            dataIndex: 'name',
            render: (name: string, r) =>
              r.status === 'active' ? (
                <Link to={WELCOMED_PATHS.edit(r.id)}>{name}</Link>
              ) : (
                <Typography.Text type="secondary">{name}</Typography.Text>
              ),
          },
          { title: 'Sexo', dataIndex: 'gender', render: (v: string | null) => v ?? '—' },
          { title: 'Idade', dataIndex: 'age', render: (v: number | null) => formatAge(v) },
          { title: 'Nacionalidade', key: 'nacionality', render: (_, r) => r.nacionality?.nome_pt ?? '—' },
          { title: 'CPF', dataIndex: 'cpf', render: (v: string | null) => (v ? formatCpf(v) : '—') },
          { title: 'Dt. Nascimento', dataIndex: 'birthdate', render: (v: string | null) => formatDate(v) || '—' },
          { title: 'Monitoramento', dataIndex: 'monitors', render: (v: number) => monitoringLabel(v) },
          { title: 'Dt. Cadastro', dataIndex: 'date_of_register', render: (v: string) => formatDate(v) },
          {
            title: 'Ação',
            key: 'acao',
            // pinned: on narrow screens the actions would otherwise sit past the right edge
            fixed: 'right',
            render: (_, r) =>
              r.status === 'active' ? (
                <Space>
                  <Tooltip title="Editar">
                    <Button size="small" aria-label={`Editar ${r.name}`} icon={<EditOutlined />} onClick={() => navigate(WELCOMED_PATHS.edit(r.id))} />
                  </Tooltip>
                  <Tooltip title="Monitoramentos">
                    <Button size="small" aria-label={`Monitoramentos de ${r.name}`} icon={<EyeOutlined />}
                      onClick={() => navigate(WELCOMED_PATHS.monitors(r.id))} />
                  </Tooltip>
                </Space>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
