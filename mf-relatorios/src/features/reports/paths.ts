import { SCREENS } from '@sisacte/contracts/shell/screens';
import { fillPath } from '@sisacte/contracts/common/api-path';

export const REPORT_PATHS = {
  list: SCREENS.reports.list,
  create: SCREENS.reports.create,
  edit: (id: number) => fillPath(SCREENS.reports.edit, { id }),
  download: (id: number) => fillPath(SCREENS.reports.download, { id }),
};
