import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyPaths } from '@sisacte/ui';

/** The create screen is /admin/valuntarios/cadastrar, spelled so. */
export const VOLUNTEER_PATHS = familyPaths(SCREENS.volunteers);
