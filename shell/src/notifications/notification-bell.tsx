import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import BellOutlined from '@ant-design/icons-svg/lib/asn/BellOutlined';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { NOTIFICATION_LIST_MAX_HEIGHT_PX, type Notification } from '@sisacte/contracts/notificacoes/historico';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { SvgIcon } from '../layout/svg-icon';
import { BELL_CSS } from './bell-styles';
import { useNotifications } from './use-notifications';

const TIME = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** 'dd/mm/aaaa hh:mm' in the browser's time zone. */
export const notificationTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : TIME.format(d).replace(',', '');
};

/** The badge's text: the count, '99+' beyond 99. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The top bar's bell: the unseen count, and a dropdown (at most 300 px high, scrolls) with the last 20
 * notifications, newest first: text, time, seen or not. Opening one marks it seen for this user
 * (GET /api/historico/open/{id}) and goes to the complaint's profile (admin.denuncias_profile).
 */
export function NotificationBell({ token }: { token: string | null }) {
  const { items, unseen, loading, error, refresh, open: openOne } = useNotifications(token);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  async function choose(n: Notification) {
    setOpening(n.id);
    setOpenError(null);
    try {
      const { redirect } = await openOne(n.id);
      setOpen(false);
      const target = redirect ?? n.redirect;
      if (target) navigate(fillPath(SCREENS.complaints.profile, { id: target }));
    } catch (e) {
      setOpenError((e as Error).message);
    } finally {
      setOpening(null);
    }
  }

  const label = unseen === 0 ? 'Notificações: nenhuma nova' : `Notificações: ${unseen} ${unseen === 1 ? 'nova' : 'novas'}`;
  return (
    <div className="sa-bell" ref={root}>
      <style>{BELL_CSS}</style>
      <button
        type="button"
        className="sa-button sa-button-text sa-bell-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => {
          if (!open) refresh();
          setOpen((o) => !o);
        }}
      >
        <SvgIcon icon={BellOutlined} />
        {unseen > 0 && (
          <span className="sa-bell-badge" aria-hidden data-testid="notification-count">
            {badgeText(unseen)}
          </span>
        )}
      </button>
      {open && (
        <div className="sa-bell-panel" id={panelId} role="region" aria-label="Notificações">
          <div className="sa-bell-title">Notificações</div>
          {(error || openError) && (
            <p className="sa-bell-empty" role="alert">
              {openError ?? error}
            </p>
          )}
          {!error && items.length === 0 && <p className="sa-bell-empty">{loading ? 'Carregando…' : 'Nenhuma notificação.'}</p>}
          {items.length > 0 && (
            <ul className="sa-bell-list" style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX }} data-testid="notification-list">
              {items.map((n) => (
                <li key={n.id}>
                  <button type="button" className="sa-bell-item" data-seen={n.visto} disabled={opening === n.id} onClick={() => void choose(n)}>
                    <span className="sa-bell-text">{n.texto}</span>
                    <span className="sa-bell-meta">
                      <time dateTime={n.created_at}>{notificationTime(n.created_at)}</time>
                      <span>{n.visto ? 'Vista' : 'Não vista'}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
