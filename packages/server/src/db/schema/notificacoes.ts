import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { complaints } from './denuncias';

// Mirrors the notification tables of migrations/0018_complaints_back_office.sql.

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tipo: varchar('tipo', { length: 20 }).notNull(),
  texto: varchar('texto', { length: 500 }).notNull(),
  complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
