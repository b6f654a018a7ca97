import { useEffect, useState } from 'react';
import { Alert, AutoComplete, Button, Flex, Input, Typography } from 'antd';
import { type WelcomedWithFamily } from '@sisacte/contracts/acolhimento/family';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { formatDate } from '@sisacte/ui';
import { searchWithFamily } from './api';

/** Name searches wait 400 ms after the last key, so typing sends one request. */
const SEARCH_DELAY_MS = 400;

/** Active people (not `selfId`) whose name matches `text`, 400 ms after typing, from 3 characters on. */
function usePeopleWithFamily(text: string, selfId: number) {
  const [found, setFound] = useState<WelcomedWithFamily[]>([]);
  const [searching, setSearching] = useState(false);
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
        .then((list) => live && setFound(list.filter((p) => p.id !== selfId)))
        .catch(() => live && setFound([]))
        .finally(() => live && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, selfId]);
  return { found, searching };
}

const describe = (p: WelcomedWithFamily) =>
  p.family ? `grupo com ${p.family.members.map((m) => m.name).join(', ')}` : 'sem grupo (um novo grupo será criado para os dois)';

export interface JoinFamilyProps {
  welcomed: Welcomed;
  busy: boolean;
  onJoin: (member: WelcomedWithFamily) => void;
}

/** Finds people by name with their group, to join it. */
export function JoinFamily({ welcomed, busy, onJoin }: JoinFamilyProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<WelcomedWithFamily | null>(null);
  const { found, searching } = usePeopleWithFamily(text, welcomed.id);

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
