import fastifyWebsocket from '@fastify/websocket';
import { makePage } from '@sisacte/contracts/common/page';
import {
  mayBeNotified as mayBeNotifiedWith,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  NOTIFIED_ROLES,
  notificationListQuerySchema,
  notificationOpenResponseSchema,
  notificationPageSchema,
  NOTIFICATIONS_API,
} from '@sisacte/contracts/notificacoes/historico';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { unencapsulated } from '../../lib/plugin';
import { idParamsSchema } from '../../lib/params';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { staffRoute } from '../../plugins/route-options';
import { createOnce } from '../shared/idempotency/create-once';
import { createNotificationHub, type NotificationHub } from './hub';
import * as repo from './repository';
import type { VisibleRecords } from './repository';
import { serveStomp } from './stomp';

/** Bell sessions (tabs) one user may keep open on one instance. */
export const STOMP_MAX_SESSIONS_PER_USER = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-time fan-out of new notifications (see hub.ts). */
    notifications: NotificationHub;
  }
}

const mayBeNotified = (user: AuthUser) => mayBeNotifiedWith(user.roles);

/**
 * `app.notifications`, for the modules that record notifications; register before them. On
 * PostgreSQL it listens through `app.dbListener`, which starts once the app is ready and stops on close.
 */
export const notificationHubPlugin = unencapsulated('sisacte-notification-hub', async (app: FastifyInstance) => {
  app.decorate('notifications', createNotificationHub({ db: app.db, engine: app.dbEngine, log: app.log, listener: app.dbListener }));
});

/** The user of a bearer token, checked exactly as an HTTP request's, and when the token expires. */
async function authenticateBearer(app: FastifyInstance, authorization: string): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const request = { headers: { authorization }, user: null, tokenClaims: null } as unknown as FastifyRequest;
  try {
    await app.authenticate(request, undefined as never);
    return request.user && request.tokenClaims ? { user: request.user, expiresAt: request.tokenClaims.exp * 1000 } : null;
  } catch {
    return null;
  }
}

/** After the commit of a change that recorded notifications: pushes them; a failed push is only logged. */
export async function publishNotifications(app: FastifyInstance, ids: readonly number[]): Promise<void> {
  await app.notifications.publish(ids).catch((error: unknown) => app.log.warn({ err: error }, 'notifications not published'));
}

/** createOnce for a change that records notifications: they are pushed after its commit (none on a replay). */
export async function createOnceNotifying<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (db: Database) => Promise<{ created: T; notificationIds: number[] }>,
  status?: number,
): Promise<FastifyReply> {
  let notificationIds: number[] = [];
  const sent = await createOnce(
    request,
    reply,
    async (db) => {
      const done = await create(db);
      notificationIds = done.notificationIds;
      return done.created;
    },
    status,
  );
  await publishNotifications(app, notificationIds);
  return sent;
}

export interface NotificacoesOptions {
  /** How often a STOMP session's token is checked again (see StompSessionOptions.revalidateMs). */
  stompRevalidateMs?: number;
  /**
   * The records `user` may still open (undefined: every record), from the module the notifications
   * are about; a notification of any other record is neither listed nor opened.
   */
  visibleRecords?: (user: AuthUser) => VisibleRecords | undefined;
}

/** The bell: GET /api/historico, GET /api/historico/open/{id}, and the STOMP endpoint. */
export const notificacoesRoutes: FastifyPluginAsync<NotificacoesOptions> = async (app, opts) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(bellRoutes, opts);
};

const bellRoutes: FastifyPluginAsyncZod<NotificacoesOptions> = async (app, opts) => {
  const route = staffRoute(NOTIFIED_ROLES, 'Notificações');
  const reader = (user: AuthUser): repo.Reader => ({ id: user.id, visible: opts.visibleRecords?.(user) });

  app.get(
    NOTIFICATIONS_API.list,
    route('Notificações do usuário (id decrescente), com vista ou não e a contagem das não vistas', {
      querystring: notificationListQuerySchema,
      response: { 200: notificationPageSchema },
    }),
    async (request) => {
      const { page, size } = request.query;
      const { content, total, unseen } = await repo.listFor(app.db, reader(currentUser(request)), { offset: page * size, limit: size });
      return { ...makePage(content, total, page, size), naoVistas: unseen };
    },
  );

  app.get(
    NOTIFICATIONS_API.open,
    route('Abre uma notificação: marca como vista por este usuário (e avisa as suas outras sessões) e devolve a denúncia a abrir', { params: idParamsSchema, response: { 200: notificationOpenResponseSchema } }, 404),
    async (request) => {
      const user = reader(currentUser(request));
      const found = await repo.markSeen(app.db, user, request.params.id);
      if (!found) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
      // Every other session of the user (tabs, devices, any instance) lowers its count too; a failed push is only logged.
      if (found.firstTime) {
        await repo
          .unseenCount(app.db, user)
          .then((naoVistas) => app.notifications.publishSeen(user.id, { ids: [request.params.id], naoVistas }))
          .catch((error: unknown) => app.log.warn({ err: error }, "'seen' not published"));
      }
      return { redirect: found.redirect };
    },
  );

  // Open bell sessions per user on this instance (a tab each; a flood of sockets is refused).
  const open = new Map<number, number>();
  const admit = (userId: number) => {
    const n = open.get(userId) ?? 0;
    if (n >= STOMP_MAX_SESSIONS_PER_USER) return null;
    open.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    };
  };

  app.get(NOTIFICATIONS_API.websocket, { websocket: true, schema: { hide: true } }, (socket) => {
    serveStomp(socket, {
      authenticate: (authorization) => authenticateBearer(app, authorization),
      allowed: mayBeNotified,
      hub: app.notifications,
      log: app.log,
      admit,
      ...(opts.stompRevalidateMs ? { revalidateMs: opts.stompRevalidateMs } : {}),
    });
  });
};
