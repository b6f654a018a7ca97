import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyPaths } from '@sisacte/ui';

export const EMPLOYER_PATHS = familyPaths(SCREENS.employers);
