import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FileEntity } from '../../files';
import { courseExists } from './repository';

/** A course's files (tab 3 of the course screen): the case workers' (Acolhimento). */
export const COURSE_FILE_ENTITY: FileEntity = {
  name: 'course',
  label: 'Curso',
  roles: [ROLES.ACOLHIMENTO],
  exists: courseExists,
};
