import type { Database, DatabaseEngine } from '../db/client';
import { createChannelListener, type ChannelListener } from '../lib/channel-listener';
import { unencapsulated } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
    /** Throws when the database cannot answer (see DatabaseHandle.ping). */
    dbPing: () => Promise<void>;
    /**
     * This process's LISTEN (one connection for every channel): modules add their channels as they
     * register; it starts when the app is ready and stops on close. Null when the engine has none.
     */
    dbListener: ChannelListener | null;
  }
}

/** Exposes the drizzle database to every module as `app.db`. The caller owns (and closes) the connection. */
export const databasePlugin = unencapsulated<{ db: Database; engine: DatabaseEngine; ping: () => Promise<void> }>(
  'sisacte-database',
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('dbEngine', opts.engine);
    app.decorate('dbPing', opts.ping);
    const listener = createChannelListener(opts.db, opts.engine, app.log);
    app.decorate('dbListener', listener);
    if (listener) {
      app.addHook('onReady', () => listener.start());
      app.addHook('onClose', () => listener.close());
    }
  },
);
