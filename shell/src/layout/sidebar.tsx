import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { grants } from '@sisacte/contracts/auth/roles';
import { MENU_GROUPS, type MenuEntry, type MenuGroupKey } from '@sisacte/contracts/shell/menu';
import { matchesPrefix } from '@sisacte/contracts/shell/remotes';
import type { SessionUser } from '@sisacte/auth';
import { useMenuStore } from '../remotes/menu-store';
import { menuIcon } from './menu-icons';

/** Groups of the entries this user may see, in sidebar order. */
function visibleGroups(entries: MenuEntry[], roles: string[]) {
  const groups = new Map<MenuGroupKey, MenuEntry[]>();
  for (const entry of entries) {
    if (!grants(roles, entry.role)) continue;
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => MENU_GROUPS[a].order - MENU_GROUPS[b].order)
    .map(([key, items]) => ({ key, items: items.sort((a, b) => a.order - b.order) }));
}

/** The entry whose path is the longest prefix of the current address. */
function selectedEntry(entries: MenuEntry[], pathname: string) {
  return entries
    .filter((e) => matchesPrefix(pathname, e.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const byRemote = useMenuStore((s) => s.byRemote);
  const entries = useMemo(() => Object.values(byRemote).flat(), [byRemote]);
  const groups = useMemo(() => visibleGroups(entries, user.roles), [entries, user.roles]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedEntry(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[] | null>(null);
  const open = openKeys ?? (selected ? [selected.group] : groups.map((g) => g.key));

  const items: MenuProps['items'] = groups.map(({ key, items: groupItems }) => ({
    key,
    label: MENU_GROUPS[key].title,
    icon: menuIcon(MENU_GROUPS[key].icon),
    children: groupItems.map((e) => ({ key: e.key, label: e.label, icon: menuIcon(e.icon) })),
  }));
  const byKey = new Map(entries.map((e) => [e.key, e]));

  return (
    <nav aria-label="Menu principal">
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selected ? [selected.key] : []}
        openKeys={open}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        onClick={({ key }) => {
          const entry = byKey.get(key);
          if (entry) navigate(entry.path);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
