import { familyPaths } from './family-paths';

describe('familyPaths', () => {
  const screens = { list: '/admin/cursos', create: '/admin/cursos/cadastrar', edit: '/admin/cursos/:course_id' };

  it('gives the list, the new record and a record by id', () => {
    const paths = familyPaths(screens);
    expect([paths.list, paths.create, paths.edit(4), paths.edit('a b')]).toEqual(['/admin/cursos', '/admin/cursos/cadastrar', '/admin/cursos/4', '/admin/cursos/a%20b']);
  });

  it('opens a record at a tab; the first one leaves the address clean', () => {
    const paths = familyPaths(screens, ['info', 'participants'] as const);
    expect([paths.edit(4, 'participants'), paths.edit(4, 'info'), paths.edit(4)]).toEqual(['/admin/cursos/4?tab=participants', '/admin/cursos/4', '/admin/cursos/4']);
  });
});
