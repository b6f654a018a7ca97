import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { organizations, users } from '../../../db/schema';

/**
 * The organizations a user works for (migration 0018): a staff user without VisualizarTodasDemandas
 * sees the complaints addressed to one of them.
 */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] }), index('user_organizations_org_idx').on(t.organizationId)],
);

