import type { DatabaseHandle } from '../client';
import { migrate, withStartupLock } from '../migrate';
import { seedAcolhimentoDemo } from './acolhimento-demo';
import { seedFirstAdmin, seedRoleCatalogue, type FirstAdminOptions } from './auth';
import { seedAutodiagnostico } from './autodiagnostico';
import { seedDenuncias } from './denuncias';
import { seedDenunciasDemo } from './denuncias-demo';
import { seedLocalization } from './localization';
import { seedOperacoesDemo } from './operacoes-demo';

export interface PrepareDatabaseOptions {
  /** Omit to skip the first administrator (tests that create their own users). */
  firstAdmin?: FirstAdminOptions;
}

export interface PreparedDatabase {
  appliedMigrations: string[];
  createdFirstAdmin: boolean;
}

/** Start-up: migrations, then seeds, under one lock so that instances starting together take turns. */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  return withStartupLock(handle, async (conn) => {
    const appliedMigrations = await migrate(conn);
    await seedRoleCatalogue(handle.db);
    await seedLocalization(handle.db);
    await seedDenuncias(handle.db);
    await seedAutodiagnostico(handle.db);
    const createdFirstAdmin = options.firstAdmin ? await seedFirstAdmin(handle.db, options.firstAdmin) : false;
    // The embedded demo shows a shelter with a history (once, while it has no person).
    if (options.firstAdmin?.demo) await seedAcolhimentoDemo(handle.db);
    if (options.firstAdmin?.demo) await seedDenunciasDemo(handle.db);
    if (options.firstAdmin?.demo) await seedOperacoesDemo(handle.db);
    return { appliedMigrations, createdFirstAdmin };
  });
}
