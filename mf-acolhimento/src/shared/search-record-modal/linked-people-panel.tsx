import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Select, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { type Page } from '@sisacte/contracts/common/page';
import { actionColumn, ExportButtons, formatDate, ServerTable, useConfirm, useNotify } from '@sisacte/ui';
import { formatCpf } from '../format';
import { personColumn } from '../welcomed-columns';
import { SearchRecordModal } from './search-record-modal';

/** One person linked to a record (a referral to a vacancy, an enrolment in a course). */
export interface LinkedPerson<S extends string> {
  id: number;
  welcomed: WelcomedRef;
  status: S;
  created_at: string;
}

export interface LinkedPeopleApi<S extends string> {
  /** One page (of 100) of the people linked to the record. */
  list: (page: number) => Promise<Page<LinkedPerson<S>>>;
  /** Links one person (created with the first status). */
  add: (welcomedId: number) => Promise<unknown>;
  setStatus: (id: number, status: S) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  pdf?: () => Promise<void>;
  xlsx?: () => Promise<void>;
}

export interface LinkedPeopleTexts {
  /** The button that opens 'Pesquisar Cadastro' ('Encaminhar pessoas'). */
  add: string;
  /** After adding: '2 pessoa(s) encaminhada(s)'. */
  added: (n: number) => string;
  /** The confirmation's question ('Remover Ana desta vaga?'). */
  removeQuestion: (name: string) => string;
  removed: string;
  /** The column of the date the person was linked ('Dt. Encaminhamento'). */
  dateColumn: string;
  empty: string;
}

export interface LinkedPeoplePanelProps<S extends string> {
  api: LinkedPeopleApi<S>;
  statuses: readonly S[];
  texts: LinkedPeopleTexts;
  /** Called after any change (the record's own count may have changed). */
  onChanged?: () => void;
}

/**
 * The people linked to a record, 100 per page: added through 'Pesquisar Cadastro' ('Adicionar Cadastro(s)'
 * links each checked person), each with a status changed in its row, removed after confirming; PDF and XLSX.
 * Vacancies (referred people) and courses (enrolled participants) use it.
 */
export function LinkedPeoplePanel<S extends string>({ api, statuses, texts, onChanged }: LinkedPeoplePanelProps<S>) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [pageNumber, setPageNumber] = useState(0);
  const [page, setPage] = useState<Page<LinkedPerson<S>>>();
  const [loading, setLoading] = useState(true);
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState<number | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    api.list(pageNumber).then(setPage, notify.error).finally(() => setLoading(false));
    // `api` and `notify` are new objects each render; the page number decides what is loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageNumber]);
  useEffect(load, [load]);

  const changed = () => {
    load();
    onChanged?.();
  };

  /** Each checked person in turn; a refusal (already linked, in the trash) is told and the others go on. */
  async function add(ids: number[]) {
    let added = 0;
    for (const id of ids) {
      try {
        await api.add(id);
        added += 1;
      } catch (error) {
        notify.error(error);
      }
    }
    setSearching(false);
    if (added > 0) notify.success(texts.added(added));
    changed();
  }

  async function setStatus(row: LinkedPerson<S>, status: S) {
    setSaving(row.id);
    try {
      await api.setStatus(row.id, status);
      setPage((p) => p && { ...p, content: p.content.map((r) => (r.id === row.id ? { ...r, status } : r)) });
      notify.success(`${row.welcomed.name}: ${status}`);
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(null);
    }
  }

  async function remove(row: LinkedPerson<S>) {
    if (!(await confirm(texts.removeQuestion(row.welcomed.name), undefined, 'Remover'))) return;
    try {
      await api.remove(row.id);
      notify.success(texts.removed);
      changed();
    } catch (error) {
      notify.error(error);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="end" wrap gap={8}>
        <Space wrap>
          <ExportButtons pdf={api.pdf} xlsx={api.xlsx} />
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setSearching(true)}>
            {texts.add}
          </Button>
        </Space>
      </Flex>
      <ServerTable<LinkedPerson<S>>
        rowKey="id"
        page={page}
        loading={loading}
        onPageChange={setPageNumber}
        emptyText={texts.empty}
        columns={[
          personColumn<LinkedPerson<S>>(undefined, 'Nome', 'nome'),
          { title: 'CPF', key: 'cpf', responsive: ['md'], render: (_, r) => (r.welcomed.cpf ? formatCpf(r.welcomed.cpf) : '—') },
          { title: texts.dateColumn, dataIndex: 'created_at', width: 150, responsive: ['sm'], render: (v: string) => formatDate(v) },
          {
            title: 'Situação',
            dataIndex: 'status',
            width: 180,
            render: (status: S, r) => (
              <Select<S> aria-label={`Situação de ${r.welcomed.name}`} value={status} loading={saving === r.id} disabled={saving === r.id}
                options={statuses.map((s) => ({ value: s, label: s }))} onChange={(s) => void setStatus(r, s)} style={{ width: '100%', minWidth: 140 }} />
            ),
          },
          actionColumn<LinkedPerson<S>>(
            (r) => [{ title: 'Remover', label: `Remover ${r.welcomed.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(r) }],
            { fixed: 'right' },
          ),
        ]}
      />
      <SearchRecordModal open={searching} onCancel={() => setSearching(false)} onAdd={add}
        excludeIds={page?.content.map((r) => r.welcomed.id) ?? []} />
    </Flex>
  );
}
