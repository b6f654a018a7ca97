import { Tag, type TableColumnType } from 'antd';
import { HOME_TYPES, type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { formatDate } from '@sisacte/ui';

/** Columns both monitoring lists show (all people, one person). */

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Sim' : 'Não');

export const visitDateColumn = (): TableColumnType<Monitor> => ({
  title: 'Data',
  dataIndex: 'created_at',
  width: 110,
  render: (v: string) => formatDate(v),
});

export const workColumn = (): TableColumnType<Monitor> => ({
  title: 'Trabalho',
  key: 'work',
  render: (_, m) =>
    m.working === null ? '—' : m.working ? (
      <>
        <Tag color="green">Trabalhando</Tag>
        {m.signed_work_card !== null && <span style={{ whiteSpace: 'nowrap' }}>Carteira assinada: {yesNo(m.signed_work_card)}</span>}
      </>
    ) : (
      <Tag>Sem trabalho</Tag>
    ),
});

export const homeColumn = (): TableColumnType<Monitor> => ({
  title: 'Moradia',
  dataIndex: 'home_type',
  responsive: ['md'],
  render: (v: number | null) => HOME_TYPES.find((h) => h.id === v)?.name ?? '—',
});

export const familyColumn = (): TableColumnType<Monitor> => ({
  title: 'Composição familiar',
  key: 'family',
  responsive: ['md'],
  render: (_, m) => {
    const n = m.family_composition.length;
    return n === 0 ? '—' : n === 1 ? '1 pessoa' : `${n} pessoas`;
  },
});

export const authorColumn = (): TableColumnType<Monitor> => ({
  title: 'Cadastrado por',
  key: 'author',
  responsive: ['lg'],
  render: (_, m) => m.author?.name ?? '—',
});
