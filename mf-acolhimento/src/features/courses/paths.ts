import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyPaths } from '@sisacte/ui';

/** Tabs of the course screen, in the address as ?tab=: 1 general, 2 enrolled participants, 3 files. */
export const COURSE_TABS = ['info', 'participants', 'files'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const COURSE_PATHS = familyPaths(SCREENS.courses, COURSE_TABS);
