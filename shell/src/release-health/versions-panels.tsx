import { Alert, Button, Table, Tag, Typography } from 'antd';
import { RELEASE_ACTION_LABELS, type ReleaseHistoryEntry, type RemoteReleases } from '@sisacte/contracts/release-health/releases';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';
import { formatDateTime } from '@sisacte/ui';

/** One version in a remote's table: its health since it went live, and where putting it live would move. */
export interface VersionRow {
  version: string;
  releasedAt: string | null;
  live: boolean;
  /** The version just before the live one. */
  previous: boolean;
  /** Putting it live rolls back (older) or moves forward (newer); null for the live one. */
  direction: 'rollback' | 'forward' | null;
  health: VersionHealth | null;
}

const numberPtBr = (n: number, digits = 1) => n.toLocaleString('pt-BR', { maximumFractionDigits: digits });
const DASH = '—';
export const formatRate = (rate: number | null | undefined) => (rate === null || rate === undefined ? DASH : numberPtBr(rate));
export const formatLoadTime = (ms: number | null | undefined) => (ms === null || ms === undefined ? DASH : ms < 1000 ? `${ms} ms` : `${numberPtBr(ms / 1000)} s`);

/** Whether browsers reported trouble with a version: a load failure, or a session with an error. */
export const hasTrouble = (health: VersionHealth | null | undefined) => !!health && (health.loadFailures > 0 || (health.errorsPer1000 ?? 0) > 0);

/** A count shown in red when it is trouble. */
const troubleCell = (text: string | number, trouble: boolean) => (trouble ? <Typography.Text type="danger" strong>{text}</Typography.Text> : text);

/** When the live version went live, and by whom (the history line that made it live, else its release). */
export function LiveLine({ remote }: { remote: RemoteReleases }) {
  if (!remote.live) return <p>Nenhuma versão publicada.</p>;
  const madeLive = remote.history.find((h) => h.to === remote.live);
  const released = remote.versions.find((v) => v.live)?.releasedAt ?? null;
  const guard = remote.guard
    ? `ligada: reverte uma versão nova quando mais de ${numberPtBr(remote.guard.maxErrorsPer1000)} por 1.000 das suas primeiras ${remote.guard.firstSessions} sessões tiverem falha ou erro`
    : 'desligada';
  return (
    <div style={{ marginBottom: 12 }}>
      <p style={{ margin: 0 }}>
        No ar: <Typography.Text code>{remote.live}</Typography.Text>
        {madeLive
          ? ` — ${RELEASE_ACTION_LABELS[madeLive.action].toLowerCase()} em ${formatDateTime(madeLive.at)}, por ${madeLive.who}`
          : released
            ? ` — publicada em ${formatDateTime(released)}`
            : ''}
      </p>
      <p style={{ margin: 0 }}>
        <Typography.Text type="secondary">Guarda automática: {guard}.</Typography.Text>
      </p>
      <p style={{ margin: 0 }}>
        <Typography.Text type="secondary">
          Contam as sessões de quem entrou no sistema; de visitantes sem login, só as falhas de carregamento de /denunciar (mostradas, nunca
          contadas pela guarda).
        </Typography.Text>
      </p>
    </div>
  );
}

/** The guard's last word, when it is why the live version is live. */
export function GuardNotice({ remote }: { remote: RemoteReleases }) {
  const last = remote.history[0];
  if (!last || last.action !== 'guard' || last.to !== remote.live) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title="Revertida automaticamente"
      description={`Em ${formatDateTime(last.at)}, a guarda automática tirou do ar a versão ${last.from ?? DASH} e voltou para ${last.to}${last.reason ? `: ${last.reason}` : ''}.`}
    />
  );
}

export function VersionsTable({ label, rows, writable, onPutLive }: { label: string; rows: VersionRow[]; writable: boolean; onPutLive: (row: VersionRow) => void }) {
  // Wide on a phone: the table scrolls inside its own box.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<VersionRow>
        size="small"
        rowKey="version"
        dataSource={rows}
        pagination={rows.length > 6 ? { pageSize: 6, showSizeChanger: false } : false}
        aria-label={`Versões de ${label}`}
        locale={{ emptyText: 'Nenhuma versão publicada' }}
        columns={[
          {
            title: 'Versão',
            dataIndex: 'version',
            render: (version: string, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text code>{version}</Typography.Text> {row.live && <Tag color="green">No ar</Tag>}
                {row.previous && <Tag>Anterior</Tag>}
              </span>
            ),
          },
          { title: 'Publicada em', dataIndex: 'releasedAt', render: (at: string | null) => formatDateTime(at) || DASH },
          // Login sessions; each counts once in the rate, which is the one the guard judges.
          { title: 'Sessões', align: 'right', render: (_, row) => row.health?.sessions ?? 0 },
          { title: 'Falhas de carregamento', align: 'right', render: (_, row) => troubleCell(row.health?.loadFailures ?? 0, (row.health?.loadFailures ?? 0) > 0) },
          {
            title: 'Sessões com falha ou erro (por 1.000)',
            align: 'right',
            render: (_, row) => troubleCell(formatRate(row.health?.errorsPer1000), (row.health?.errorsPer1000 ?? 0) > 0),
          },
          { title: 'Carregamento (p75)', align: 'right', render: (_, row) => formatLoadTime(row.health?.p75Ms) },
          {
            title: 'Ação',
            render: (_, row) =>
              row.direction ? (
                <Button size="small" danger={row.direction === 'rollback'} disabled={!writable} onClick={() => onPutLive(row)}>
                  {row.direction === 'rollback' ? 'Reverter para esta versão' : 'Avançar para esta versão'}
                </Button>
              ) : row.live && rows.length === 1 ? (
                <Typography.Text type="secondary">Única versão publicada: não há para onde reverter</Typography.Text>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

/**
 * At the top of the screen: the remotes whose live version browsers report trouble with, beside how the version
 * before it did, so an operator sees at once which release is failing and what to weigh.
 */
export function TroubleSummary({ items }: { items: { label: string; live: string; health: VersionHealth; previous: VersionHealth | null; canRollBack: boolean }[] }) {
  if (items.length === 0) return null;
  const line = (h: VersionHealth) =>
    `${h.loadFailures} ${h.loadFailures === 1 ? 'falha' : 'falhas'} de carregamento, ${formatRate(h.errorsPer1000)} sessões com falha ou erro por 1.000`;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={items.length === 1 ? 'Uma versão no ar com falhas' : `${items.length} versões no ar com falhas`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {items.map((item) => (
            <li key={item.label}>
              <strong>{item.label}</strong> (<Typography.Text code>{item.live}</Typography.Text>): {line(item.health)}
              {item.previous ? `; a anterior: ${line(item.previous)}` : ''}.{' '}
              {item.canRollBack ? 'Se a nova versão for a causa, use “Reverter para esta versão” na anterior.' : 'Não há versão anterior para onde reverter.'}
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function HistoryTable({ label, history }: { label: string; history: ReleaseHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <details style={{ marginTop: 12 }}>
      <summary>Histórico de {label}</summary>
      <Table<ReleaseHistoryEntry>
        size="small"
        rowKey={(h) => `${h.at} ${h.to}`}
        dataSource={history}
        pagination={history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        aria-label={`Histórico de ${label}`}
          columns={[
          { title: 'Quando', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
          { title: 'O quê', dataIndex: 'action', render: (action: ReleaseHistoryEntry['action']) => RELEASE_ACTION_LABELS[action] },
          { title: 'De', dataIndex: 'from', render: (from: string | null) => from ?? DASH },
          { title: 'Para', dataIndex: 'to' },
          { title: 'Quem', dataIndex: 'who' },
          { title: 'Motivo', dataIndex: 'reason', render: (reason?: string) => reason ?? '' },
        ]}
      />
    </details>
  );
}
