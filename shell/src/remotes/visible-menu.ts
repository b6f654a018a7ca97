import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { canSeeMenuEntry, MENU_GROUPS, type MenuEntry, type MenuGroupKey } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

export interface VisibleGroup {
  key: MenuGroupKey;
  items: MenuEntry[];
}

/** Groups of the entries this user may see (any one of an entry's roles), in sidebar order. */
export function visibleGroups(entries: readonly MenuEntry[], roles: readonly string[]): VisibleGroup[] {
  const groups = new Map<MenuGroupKey, MenuEntry[]>();
  for (const entry of entries) {
    if (!canSeeMenuEntry(entry, roles)) continue;
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => MENU_GROUPS[a].order - MENU_GROUPS[b].order)
    .map(([key, items]) => ({ key, items: [...items].sort((a, b) => a.order - b.order) }));
}

/**
 * Where a logged-in user starts: the dashboard for its holders; otherwise the first screen of their
 * sidebar; null when they have no screen at all.
 */
export function landingPath(entries: readonly MenuEntry[], roles: readonly string[]): string | null {
  if (grants(roles, ROLES.PAINEL)) return SCREENS.painel;
  return visibleGroups(entries, roles)[0]?.items[0]?.path ?? null;
}
