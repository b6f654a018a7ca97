import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Tabs of the course screen, in the address as ?tab=: 1 general, 2 enrolled participants, 3 files. */
export const COURSE_TABS = ['info', 'participants', 'files'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const COURSE_PATHS = {
  list: SCREENS.courses.list,
  create: SCREENS.courses.create,
  edit: (id: number | string, tab?: CourseTab) => fillPath(SCREENS.courses.edit, { course_id: id }) + (tab && tab !== 'info' ? `?tab=${tab}` : ''),
} as const;
