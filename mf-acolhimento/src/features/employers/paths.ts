import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

export const EMPLOYER_PATHS = {
  list: SCREENS.employers.list,
  create: SCREENS.employers.create,
  edit: (id: number | string) => fillPath(SCREENS.employers.edit, { employer_id: id }),
} as const;
