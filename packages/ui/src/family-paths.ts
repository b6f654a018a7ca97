/** An entity family's screens (its SCREENS entry): the list, 'new', and a record's form (one `:param`, its id). */
export interface FamilyScreens {
  list: string;
  create: string;
  edit: string;
}

/**
 * The links of an entity family's screens: the list, 'new', and a record's form by id, opened at one of its
 * `tabs` when given (?tab=; the first tab, the default, leaves the address clean).
 */
export function familyPaths<S extends FamilyScreens, K extends string = never>(screens: S, tabs?: readonly K[]) {
  return {
    list: screens.list as S['list'],
    create: screens.create as S['create'],
    edit: (id: number | string, tab?: K) =>
      screens.edit.replace(/:[A-Za-z_][A-Za-z0-9_]*/, encodeURIComponent(String(id))) + (tab && tab !== tabs?.[0] ? `?tab=${tab}` : ''),
  };
}
