import { useCallback, useEffect, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Empty, Flex, Input, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { LogoutOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { WELCOMED_MESSAGES, type FamilyMember, type FamilyState, type Welcomed, type WelcomedWithFamily } from '@sisacte/contracts';
import { formatDate, useConfirm, useNotify, useSuccessDialog } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { formatAge, formatCpf } from '../../shared/format';
import { createFamily, enterFamily, getFamilyMembers, leaveFamily, searchWithFamily } from './api';

/** SPEC §9: autocomplete searches wait 400 ms after typing. */
const SEARCH_DELAY_MS = 400;

export interface FamilyTabProps {
  welcomed: Welcomed;
  /** The group changed (created, joined, left): the page reloads the person. */
  onChanged: () => void;
}

/**
 * Tab 2 'Família' (SPEC §4): no group → create one or join another person's group found by name;
 * in a group → its members, and leaving it (with confirmation).
 */
export function FamilyTab({ welcomed, onChanged }: FamilyTabProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const success = useSuccessDialog();
  const familyId = welcomed.family?.id ?? null;
  const [state, setState] = useState<FamilyState | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    if (familyId === null) {
      setState(null);
      return;
    }
    setLoading(true);
    getFamilyMembers(familyId)
      .then(setState)
      .catch(notify.error)
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [familyId]);
  useEffect(load, [load]);

  async function run(action: () => Promise<FamilyState>, message: string) {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      await success(message);
      onChanged();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  async function leave() {
    if (!(await confirm(`Retirar ${welcomed.name} do grupo familiar?`, 'Os outros membros continuam no grupo.', 'Sair do grupo'))) return;
    await run(() => leaveFamily(welcomed.id), WELCOMED_MESSAGES.FAMILY_LEFT);
  }

  if (welcomed.status !== 'active') return <Alert type="warning" showIcon title="Restaure o cadastro para alterar o grupo familiar." />;
  if (familyId === null) {
    return (
      <Flex vertical gap={16}>
        <Empty image={<TeamOutlined style={{ fontSize: 48, color: '#999' }} />} description={`${welcomed.name} não faz parte de um grupo familiar`} />
        <Flex wrap gap={16}>
          <Card size="small" title="Novo grupo" style={{ flex: '1 1 280px' }}>
            <Typography.Paragraph type="secondary">Começa um grupo familiar com esta pessoa; depois os outros membros entram nele.</Typography.Paragraph>
            <Button type="primary" icon={<UsergroupAddOutlined />} loading={busy}
              onClick={() => run(() => createFamily(welcomed.id), WELCOMED_MESSAGES.FAMILY_CREATED)}>
              Criar novo grupo familiar
            </Button>
          </Card>
          <Card size="small" title="Entrar no grupo de outra pessoa" style={{ flex: '2 1 320px' }}>
            <JoinFamily welcomed={welcomed} busy={busy}
              onJoin={(member) => run(() => enterFamily({ welcomed_id: welcomed.id, member_id: member.id }), WELCOMED_MESSAGES.FAMILY_JOINED)} />
          </Card>
        </Flex>
      </Flex>
    );
  }
  if (loading && !state) return <Skeleton active />;
  const members = state?.members ?? [];
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text strong>
          Grupo familiar nº {familyId} · {members.length === 1 ? '1 membro' : `${members.length} membros`}
        </Typography.Text>
        <Button danger icon={<LogoutOutlined />} loading={busy} onClick={leave}>
          Sair do grupo
        </Button>
      </Flex>
      <Table<FamilyMember>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={members}
        locale={{ emptyText: 'Nenhum membro' }}
        columns={[
          {
            title: 'Nome',
            dataIndex: 'name',
            render: (name: string, m) => (
              <Space>
                {m.status === 'active' ? <Link to={WELCOMED_PATHS.edit(m.id)}>{name}</Link> : <Typography.Text>{name}</Typography.Text>}
                {m.id === welcomed.id && <Tag color="blue">este cadastro</Tag>}
                {m.status !== 'active' && <Tag>na lixeira</Tag>}
              </Space>
            ),
          },
          { title: 'Sexo', dataIndex: 'gender', render: (v: string | null) => v ?? '—' },
          { title: 'Idade', dataIndex: 'age', render: (v: number | null) => formatAge(v) },
          { title: 'Dt. Nascimento', dataIndex: 'birthdate', render: (v: string | null) => formatDate(v) || '—' },
          { title: 'CPF', dataIndex: 'cpf', render: (v: string | null) => (v ? formatCpf(v) : '—') },
          { title: 'Nacionalidade', key: 'nacionality', render: (_, m) => m.nacionality?.nome_pt ?? '—' },
        ]}
      />
    </Card>
  );
}

/** Finds people by name (400 ms after typing) with their group, to join it. */
function JoinFamily({ welcomed, busy, onJoin }: { welcomed: Welcomed; busy: boolean; onJoin: (member: WelcomedWithFamily) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<WelcomedWithFamily[]>([]);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<WelcomedWithFamily | null>(null);

  useEffect(() => {
    const name = text.trim();
    if (name.length < 3) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setSearching(true);
      searchWithFamily(name)
        .then((list) => live && setFound(list.filter((p) => p.id !== welcomed.id)))
        .catch(() => live && setFound([]))
        .finally(() => live && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, welcomed.id]);

  const describe = (p: WelcomedWithFamily) =>
    p.family ? `grupo com ${p.family.members.map((m) => m.name).join(', ')}` : 'sem grupo (um novo grupo será criado para os dois)';

  return (
    <Flex vertical gap={8}>
      <AutoComplete
        value={text}
        style={{ width: '100%' }}
        options={found.map((p) => ({
          value: String(p.id),
          label: (
            <Flex vertical>
              <span>{p.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[p.birthdate && `nasc. ${formatDate(p.birthdate)}`, describe(p)].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        }))}
        onChange={(v) => {
          setText(v);
          setChosen(null);
        }}
        onSelect={(v: string) => {
          const p = found.find((x) => String(x.id) === v) ?? null;
          setChosen(p);
          setText(p?.name ?? '');
        }}
        notFoundContent={text.trim().length >= 3 && !searching ? 'Ninguém encontrado com esse nome' : null}
      >
        <Input.Search id="familia-busca" aria-label="Nome de um membro do grupo" placeholder="Digite o nome de um membro do grupo" loading={searching} />
      </AutoComplete>
      {chosen && (
        <Alert type="info" showIcon title={`${chosen.name}: ${describe(chosen)}`} />
      )}
      <div>
        <Button type="primary" disabled={!chosen} loading={busy} onClick={() => chosen && onJoin(chosen)}>
          Entrar no grupo familiar
        </Button>
      </div>
    </Flex>
  );
}
