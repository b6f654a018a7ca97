import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_init.sql, 0005_token_version.sql and 0030_user_sessions.sql (0035_auth_notify.sql adds the triggers that NOTIFY
// `sisacte_auth` when what the session check reads changes); the SQL files are the source of truth for the database.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    username: varchar('username', { length: 60 }).notNull(),
    email: varchar('email', { length: 160 }),
    birthdate: date('birthdate', { mode: 'string' }),
    passwordHash: text('password_hash').notNull(),
    /** Tokens issued under another version are refused: bumping it ends every session of the user. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_active_key').on(sql`lower(${t.username})`).where(sql`${t.deletedAt} IS NULL`),
    index('users_name_idx').on(sql`f_unaccent(lower(${t.name}))`, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('users_created_at_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 300 }),
    system: boolean('system').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`), index('roles_name_idx').on(sql`f_unaccent(lower(${t.name}))`, t.id)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

/** One login's session, named by its token's `sid`: logging out deletes it; past `expires_at` it is purged. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_id_idx').on(t.userId), index('user_sessions_expires_at_idx').on(t.expiresAt)],
);
