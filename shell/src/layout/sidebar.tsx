import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MENU_GROUPS, type MenuEntry, type MenuGroupKey } from '@sisacte/contracts/shell/menu';
import { matchesPrefix } from '@sisacte/contracts/shell/remotes';
import type { SessionUser } from '@sisacte/auth';
import { useMenuStore } from '../remotes/menu-store';
import { visibleGroups } from '../remotes/visible-menu';
import { menuIcon } from './menu-icons';

/** The entry whose path is the longest prefix of the current address. */
function selectedEntry(entries: MenuEntry[], pathname: string) {
  return entries
    .filter((e) => matchesPrefix(pathname, e.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export interface SidebarProps {
  user: SessionUser;
  /** The sider is collapsed (icons only on a desktop, hidden on a phone). */
  collapsed?: boolean;
  /** Asks the frame to expand the sider (a group clicked while collapsed). */
  onExpand?: () => void;
  onNavigate?: () => void;
}

/** Enter and Space act as a click, as on a button. */
const activate = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    action();
  }
};

/**
 * The sidebar: the entries the remotes publish that the user's roles allow, in groups that open and close.
 * A menu (menu / menuitem roles, aria-expanded on the groups, aria-current on the current screen).
 */
export function Sidebar({ user, collapsed = false, onExpand, onNavigate }: SidebarProps) {
  const byRemote = useMenuStore((s) => s.byRemote);
  const ready = useMenuStore((s) => s.ready);
  const entries = useMemo(() => Object.values(byRemote).flat(), [byRemote]);
  const groups = useMemo(() => visibleGroups(entries, user.roles), [entries, user.roles]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Among the user's own entries: a page of another role selects nothing and leaves the user's groups open.
  const selected = selectedEntry(groups.flatMap((g) => g.items), pathname);
  // The groups the user opened or closed; null: the current page's group.
  const [openKeys, setOpenKeys] = useState<MenuGroupKey[] | null>(null);
  // Each time the menu opens again (the phone's drawer, the desktop's expand) it starts from the current page's group.
  useEffect(() => {
    if (collapsed) setOpenKeys(null);
  }, [collapsed]);
  // Until every remote's menu has answered, a page whose entry has not arrived opens no group: opening them all then
  // (the default for a page of another role) would close them again when the page's entry arrives, perhaps under
  // the pointer of someone about to click one. A group never closes by itself.
  const open = openKeys ?? (selected ? [selected.group] : ready ? groups.map((g) => g.key) : []);

  const toggle = (key: MenuGroupKey) => {
    if (collapsed) {
      setOpenKeys([key]);
      onExpand?.();
      return;
    }
    setOpenKeys(open.includes(key) ? open.filter((k) => k !== key) : [...open, key]);
  };
  const go = (entry: MenuEntry) => {
    navigate(entry.path);
    onNavigate?.();
  };

  return (
    <nav aria-label="Menu principal">
      <ul role="menu" className="sa-menu">
        {groups.map(({ key, items }) => {
          const expanded = !collapsed && open.includes(key);
          const title = MENU_GROUPS[key].title;
          return (
            <li role="none" key={key}>
              <div
                role="menuitem"
                tabIndex={0}
                aria-expanded={expanded}
                aria-haspopup="true"
                title={collapsed ? title : undefined}
                onClick={() => toggle(key)}
                onKeyDown={activate(() => toggle(key))}
              >
                {menuIcon(MENU_GROUPS[key].icon)}
                <span className="sa-label">{title}</span>
                <span className="sa-arrow" aria-hidden>
                  ▾
                </span>
              </div>
              {expanded && (
                <ul role="menu" aria-label={title}>
                  {items.map((entry) => (
                    <li
                      key={entry.key}
                      role="menuitem"
                      tabIndex={0}
                      aria-current={entry.key === selected?.key ? 'page' : undefined}
                      onClick={() => go(entry)}
                      onKeyDown={activate(() => go(entry))}
                    >
                      {menuIcon(entry.icon)}
                      <span className="sa-label">{entry.label}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
