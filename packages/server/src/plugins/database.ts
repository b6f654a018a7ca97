import type { Database, DatabaseEngine } from '../db/client';
import { unencapsulated } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
    /** Throws when the database cannot answer (see DatabaseHandle.ping). */
    dbPing: () => Promise<void>;
  }
}

/** Exposes the drizzle database to every module as `app.db`. The caller owns (and closes) the connection. */
export const databasePlugin = unencapsulated<{ db: Database; engine: DatabaseEngine; ping: () => Promise<void> }>(
  'sisacte-database',
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('dbEngine', opts.engine);
    app.decorate('dbPing', opts.ping);
  },
);
