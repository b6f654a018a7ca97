import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Spin, Tag } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type { SessionUser } from '@sisacte/auth';
import { grants, ROLES } from '@sisacte/contracts/auth/role-names';
import type { Releases, RemoteReleases } from '@sisacte/contracts/release-health/releases';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';
import { AccessDenied, AppProviders, PageHeader, REMOTE_LABELS, useNotify } from '@sisacte/ui';
import { versionsApi } from './api';
import { GuardNotice, hasTrouble, HistoryTable, LiveLine, TroubleSummary, VersionsTable, type VersionRow } from './versions-panels';

/** The 'Versões' screen, with the pt-BR providers (the shell's frame has none). */
export function VersionsScreen({ user }: { user: SessionUser }) {
  return (
    <AppProviders>
      {grants(user.roles, ROLES.ADMIN) ? <Versions /> : <AccessDenied role={ROLES.ADMIN} />}
    </AppProviders>
  );
}

interface Loaded {
  releases: Releases;
  health: Map<string, VersionHealth>;
}

const healthKey = (remote: string, version: string) => `${remote}\n${version}`;

/** The releases and every version's health, read together; `reload` reads them again. */
function useVersions() {
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    let cancelled = false;
    Promise.all([versionsApi.releases(), versionsApi.summary()]).then(
      ([releases, summary]) => {
        if (cancelled) return;
        setData({ releases, health: new Map(summary.map((h) => [healthKey(h.remote, h.version), h])) });
        setError(null);
      },
      (e: unknown) => !cancelled && setError((e as Error).message),
    );
    return () => {
      cancelled = true;
    };
  }, [turn]);
  const reload = useCallback(() => setTurn((t) => t + 1), []);
  return { data, error, reload };
}

/**
 * Each remote's live version (when and by whom it went live), its versions newest first with their health
 * since they went live — the live one beside the one before it — and the history; 'Reverter para esta
 * versão' and 'Avançar para esta versão' do what `pnpm rollback` does, after a confirmation.
 */
function Versions() {
  const { data, error, reload } = useVersions();
  return (
    <div>
      <PageHeader
        title="Versões"
        breadcrumb={[{ title: 'Configurações' }, { title: 'Versões' }]}
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload}>
            Atualizar
          </Button>
        }
      />
      {error && <Alert type="error" showIcon role="alert" title="Não foi possível carregar as versões" description={error} style={{ marginBottom: 16 }} />}
      {!data && !error && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Carregando as versões" />
        </Flex>
      )}
      {data && !data.releases.writable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Somente consulta neste servidor"
          description="Este servidor lê uma cópia do registro de versões: para reverter ou avançar, use `pnpm rollback <módulo> [versão]` onde o registro é publicado."
        />
      )}
      {data && <TroubleSummary items={troubleOf(data)} />}
      {data && (
        <Flex vertical gap={16}>
          {data.releases.remotes.map((remote) => (
            <RemoteCard key={remote.remote} remote={remote} health={data.health} writable={data.releases.writable} onChanged={reload} />
          ))}
        </Flex>
      )}
    </div>
  );
}

/** The remotes whose live version has trouble reported, with the version before it (the list is oldest first). */
function troubleOf(data: Loaded) {
  return data.releases.remotes.flatMap((remote) => {
    const health = remote.live ? data.health.get(healthKey(remote.remote, remote.live)) : undefined;
    if (!remote.live || !hasTrouble(health)) return [];
    const index = remote.versions.findIndex((v) => v.live);
    const before = index > 0 ? remote.versions[index - 1]! : null;
    return [
      {
        label: REMOTE_LABELS[remote.remote] ?? remote.remote,
        live: remote.live,
        health: health!,
        previous: before ? (data.health.get(healthKey(remote.remote, before.version)) ?? null) : null,
        canRollBack: before !== null,
      },
    ];
  });
}

function RemoteCard({ remote, health, writable, onChanged }: { remote: RemoteReleases; health: Map<string, VersionHealth>; writable: boolean; onChanged: () => void }) {
  const { modal, message } = App.useApp();
  const notify = useNotify();
  const label = REMOTE_LABELS[remote.remote] ?? remote.remote;
  const newestFirst = [...remote.versions].reverse();
  const liveIndex = newestFirst.findIndex((v) => v.live);
  const rows: VersionRow[] = newestFirst.map((v, i) => ({
    ...v,
    previous: liveIndex >= 0 && i === liveIndex + 1,
    direction: liveIndex < 0 || v.live ? null : i > liveIndex ? 'rollback' : 'forward',
    health: health.get(healthKey(remote.remote, v.version)) ?? null,
  }));

  const putLive = (row: VersionRow) => {
    const back = row.direction === 'rollback';
    modal.confirm({
      title: `${back ? 'Reverter' : 'Avançar'} ${label} para a versão ${row.version}?`,
      content: `A versão no ar (${remote.live ?? 'nenhuma'}) deixa de ser carregada: quem abrir ou recarregar a página recebe a versão ${row.version}. Nada é reconstruído e os outros módulos não mudam.`,
      okText: back ? 'Reverter' : 'Avançar',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await versionsApi.putLive(remote.remote, row.version, remote.live);
          void message.success(`${label}: versão ${row.version} no ar.`);
        } catch (error) {
          notify.error(error);
        }
        onChanged();
      },
    });
  };

  return (
    <Card
      title={`${label} (${remote.remote})`}
      size="small"
      extra={hasTrouble(health.get(healthKey(remote.remote, remote.live ?? ''))) ? <Tag color="red">Versão no ar com falhas</Tag> : null}
    >
      <LiveLine remote={remote} />
      <GuardNotice remote={remote} />
      <VersionsTable label={label} rows={rows} writable={writable} onPutLive={putLive} />
      <HistoryTable label={label} history={remote.history} />
    </Card>
  );
}
