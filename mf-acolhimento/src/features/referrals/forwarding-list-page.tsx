import { Flex, Tag, Typography } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { useNavigate } from 'react-router-dom';
import { type Forwarding } from '@sisacte/contracts/acolhimento/forwardings';
import { actionColumn, editDeleteActions, filterBox, formatDate, ListPage, type RowAction, useFilteredList, useNotify, useRowDelete } from '@sisacte/ui';
import { FORWARDING_PATHS } from '../../shared/paths';
import { personColumn } from '../../shared/welcomed-columns';
import { useFilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { forwardingApi, openForwardingLetter } from './api';
import { countForwardingFilters, DEFAULT_FORWARDING_FILTERS, forwardingFilterCodec } from './forwarding-filters';
import { ForwardingFilterFields } from './forwarding-filter-fields';

/** The types of a referral, one tag each. */
export const TypeTags = ({ forwarding }: { forwarding: Forwarding }) => (
  <Flex wrap gap={4}>
    {forwarding.forwardingTypes.map((t) => (
      <Tag key={t.id} color="blue" style={{ marginInlineEnd: 0 }}>
        {t.title}
      </Tag>
    ))}
  </Flex>
);

/** /admin/encaminhamentos: referrals, newest first, 20 per page; the person filters and the referral's dates; PDF and XLSX. */
export function ForwardingListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { filters, applied, list } = useFilteredList(forwardingFilterCodec, forwardingApi.list);
  const options = useFilterOptions();
  const filterCount = countForwardingFilters(applied);
  const remove = useRowDelete<Forwarding>({
    question: (f) => `Excluir o encaminhamento de ${f.welcomed.name}?`,
    detail: (f) => `${formatDate(f.date_of_register)}: ${f.forwardingTypes.map((t) => t.title).join(', ')}.`,
    remove: (f) => forwardingApi.remove(f.id),
    done: 'Encaminhamento excluído!',
    reload: list.reload,
  });

  async function letter(f: Forwarding) {
    try {
      await openForwardingLetter(f.id);
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (f: Forwarding): RowAction[] => [
    { title: 'Carta de encaminhamento (PDF)', label: `Carta de encaminhamento de ${f.welcomed.name}`, icon: <FilePdfOutlined />, onClick: () => void letter(f) },
    ...editDeleteActions({ name: `o encaminhamento de ${f.welcomed.name}`, edit: () => navigate(FORWARDING_PATHS.edit(f.id)), remove: () => void remove(f) }),
  ];

  return (
    <ListPage<Forwarding>
      title="Encaminhamentos"
      section="Acolhimento"
      exports={{ pdf: () => forwardingApi.pdf(applied), xlsx: () => forwardingApi.xlsx(applied) }}
      create={{ label: 'Novo encaminhamento', onClick: () => navigate(FORWARDING_PATHS.create(applied.welcomed_id)) }}
      filters={filterBox(filters, DEFAULT_FORWARDING_FILTERS, filterCount, <ForwardingFilterFields value={filters.draft} onChange={filters.setDraft} options={options} />)}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhum encaminhamento encontrado com esses filtros' : 'Nenhum encaminhamento registrado',
        columns: [
          personColumn(),
          { title: 'Data', dataIndex: 'date_of_register', width: 110, render: (v: string) => formatDate(v) },
          { title: 'Tipos', key: 'tipos', render: (_, f) => <TypeTags forwarding={f} /> },
          {
            title: 'Observações',
            dataIndex: 'notes',
            responsive: ['lg'],
            render: (v: string | null) =>
              v ? <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ marginBottom: 0, maxWidth: 320 }}>{v}</Typography.Paragraph> : '—',
          },
          { title: 'Cadastrado por', key: 'author', responsive: ['md'], render: (_, f) => f.author?.name ?? '—' },
          // pinned: on a phone the buttons stay in sight while the other columns scroll under them
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}
