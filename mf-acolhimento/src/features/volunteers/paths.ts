import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

export const VOLUNTEER_PATHS = {
  list: SCREENS.volunteers.list,
  /** /admin/valuntarios/cadastrar, spelled so. */
  create: SCREENS.volunteers.create,
  edit: (id: number | string) => fillPath(SCREENS.volunteers.edit, { volunteer_id: id }),
} as const;
