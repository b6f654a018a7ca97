import { NOTIFICATIONS_SEEN_TOPIC, NOTIFICATIONS_TOPIC, STOMP_HEARTBEAT_MS, type Notification, type NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthUser } from '../../plugins/auth';
import type { NotificationHub } from './hub';

/*
 * The STOMP 1.2 server side of the notification bell: only what @stomp/stompjs uses. A client
 * sends CONNECT (or STOMP) with `Authorization: Bearer <token>` among its headers and gets CONNECTED
 * (heart-beats negotiated) or an ERROR and the socket closed; then SUBSCRIBE to
 * /notificacoes/historico, which brings a MESSAGE (JSON of the notification) for each new notification
 * of its own user, and to /notificacoes/vistas, which brings one (JSON: ids and the unseen count) each
 * time the user sees a notification, in any session; UNSUBSCRIBE, DISCONNECT (with its RECEIPT). SEND,
 * transactions and acknowledgements are refused with an ERROR. The session ends when its token
 * expires. All frame handling is in this file.
 */

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const NUL = 0;
const LF = 10;
const CR = 13;
/** A frame larger than this closes the connection (a client only ever sends small frames). */
const MAX_FRAME_BYTES = 64 * 1024;

// STOMP 1.2 header escaping (not applied to CONNECT and CONNECTED frames).
const escapeHeader = (v: string) => v.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
const unescapeHeader = (v: string) => v.replace(/\\(\\|r|n|c)/g, (_m, c: string) => (c === 'r' ? '\r' : c === 'n' ? '\n' : c === 'c' ? ':' : '\\'));

export function encodeFrame(command: string, headers: Record<string, string | number>, body = ''): string {
  const raw = command === 'CONNECTED';
  const lines = [command];
  for (const [k, v] of Object.entries(headers)) lines.push(raw ? `${k}:${v}` : `${escapeHeader(k)}:${escapeHeader(String(v))}`);
  if (body !== '') lines.push(`content-length:${Buffer.byteLength(body)}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

/** Splits a byte stream into frames; heart-beat end-of-lines between frames are skipped. Throws on a malformed or oversized frame. */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): StompFrame[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const frames: StompFrame[] = [];
    for (;;) {
      let start = 0;
      while (start < this.pending.length && (this.pending[start] === LF || this.pending[start] === CR)) start += 1;
      this.pending = this.pending.subarray(start);
      if (this.pending.length === 0) break;
      const headerEnd = this.headerEnd();
      if (headerEnd === null) {
        if (this.pending.length > MAX_FRAME_BYTES) throw new Error('quadro grande demais');
        break;
      }
      const head = this.pending.subarray(0, headerEnd.at).toString('utf8').split(/\r?\n/);
      const command = head[0]!.trim();
      const unescape = command !== 'CONNECT' && command !== 'STOMP';
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon <= 0) throw new Error('cabeçalho malformado');
        const key = unescape ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
        // The first occurrence of a repeated header wins (STOMP 1.2).
        if (!(key in headers)) headers[key] = unescape ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      }
      const bodyStart = headerEnd.at + headerEnd.length;
      const declared = headers['content-length'] === undefined ? null : Number(headers['content-length']);
      if (declared !== null && (!Number.isInteger(declared) || declared < 0 || declared > MAX_FRAME_BYTES)) throw new Error('content-length inválido');
      const end = declared !== null ? bodyStart + declared : this.pending.indexOf(NUL, bodyStart);
      if (end < 0 || end >= this.pending.length) {
        if (this.pending.length > MAX_FRAME_BYTES) throw new Error('quadro grande demais');
        break;
      }
      if (this.pending[end] !== NUL) throw new Error('quadro sem o NUL final');
      frames.push({ command, headers, body: this.pending.subarray(bodyStart, end).toString('utf8') });
      this.pending = this.pending.subarray(end + 1);
    }
    return frames;
  }

  private headerEnd(): { at: number; length: number } | null {
    const lf = this.pending.indexOf('\n\n');
    const crlf = this.pending.indexOf('\r\n\r\n');
    if (lf < 0 && crlf < 0) return null;
    if (crlf >= 0 && (lf < 0 || crlf < lf)) return { at: crlf, length: 4 };
    return { at: lf, length: 2 };
  }
}

export interface StompSessionOptions {
  /** The user of a bearer token (the same checks as every HTTP request) and when the token expires (ms), or null when it is not valid. */
  authenticate(authorization: string): Promise<{ user: AuthUser; expiresAt: number } | null>;
  /** Whether this user may receive notifications. */
  allowed(user: AuthUser): boolean;
  hub: NotificationHub;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  /**
   * How often the session's token is checked again (default STOMP_REVALIDATE_MS): a logout, a
   * password change, 'Encerrar sessões', a deactivated user or a lost role ends the session within
   * this time, as it ends the user's HTTP calls at once.
   */
  revalidateMs?: number;
  /**
   * Admits one more session of the user: a release function, or null when the user has as many open
   * sessions as allowed (the session is then refused).
   */
  admit?(userId: number): (() => void) | null;
}

/** See StompSessionOptions.revalidateMs. */
export const STOMP_REVALIDATE_MS = 10_000;
/** A notification is delivered only after the token was found good at most this long ago (else it is checked first). */
export const STOMP_FRESH_MS = 1_000;
/** A socket that has not sent a good CONNECT by then is closed. */
export const STOMP_CONNECT_DEADLINE_MS = 10_000;
/** Heart-beats asked by the client are honoured up to this interval (a huge one would overflow Node's timers into 1 ms). */
export const STOMP_MAX_HEARTBEAT_MS = 60_000;
/** Subscriptions one session may hold (the bell needs two: new notifications, and what the user saw). */
export const STOMP_MAX_SUBSCRIPTIONS = 4;
/** Node's timers take at most 2^31-1 ms; a longer delay fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

const BEARER = /^Bearer\s+\S+$/i;

/** Serves one WebSocket as a STOMP session. */
export function serveStomp(socket: WebSocket, options: StompSessionOptions): void {
  const heartbeat = options.heartbeatMs ?? STOMP_HEARTBEAT_MS;
  const reader = new FrameReader();
  const subscriptions = new Map<string, () => void>();
  let user: AuthUser | null = null;
  let connecting = false;
  let messageSeq = 0;
  let lastReceived = Date.now();
  let sendTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let revalidateTimer: NodeJS.Timeout | undefined;
  let release: (() => void) | null = null;
  let validatedAt = 0;
  let authorization = '';
  let closed = false;

  const send = (data: string) => {
    if (!closed && socket.readyState === socket.OPEN) socket.send(data);
  };
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(sendTimer);
    clearInterval(checkTimer);
    clearTimeout(expiryTimer);
    clearInterval(revalidateTimer);
    clearTimeout(connectDeadline);
    release?.();
    release = null;
    for (const remove of subscriptions.values()) remove();
    subscriptions.clear();
  };
  const fail = (message: string, detail = '') => {
    send(encodeFrame('ERROR', { message, 'content-type': 'text/plain' }, detail));
    cleanup();
    socket.close(1008, message.slice(0, 100));
  };
  const receipt = (frame: StompFrame) => {
    if (frame.headers.receipt !== undefined) send(encodeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
  };

  /** Checks the token again (once at a time): a logout, a lost role or a deactivated user ends the session. */
  let checking: Promise<boolean> | null = null;
  function stillGood(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    checking ??= options
      .authenticate(authorization)
      .catch(() => null)
      .then((again) => {
        checking = null;
        if (closed) return false;
        if (!again || again.user.id !== user?.id || !options.allowed(again.user)) {
          fail('Sessão encerrada. Faça login novamente.');
          return false;
        }
        validatedAt = Date.now();
        return true;
      });
    return checking;
  }

  async function connect(frame: StompFrame) {
    if (user || connecting) return fail('Sessão STOMP já conectada');
    connecting = true;
    authorization = frame.headers.Authorization ?? frame.headers.authorization ?? '';
    const found = BEARER.test(authorization) ? await options.authenticate(authorization).catch(() => null) : null;
    if (closed) return;
    if (!found) return fail('Sessão inválida ou expirada. Faça login novamente.');
    if (!options.allowed(found.user)) return fail('Você não tem permissão para receber notificações');
    if (options.admit) {
      release = options.admit(found.user.id);
      if (!release) return fail('Conexões de notificação demais abertas por este usuário. Feche outras abas e tente de novo.');
    }
    user = found.user;
    validatedAt = Date.now();
    clearTimeout(connectDeadline);
    // A token valid for longer than Node's timers can wait is ended by the periodic check instead.
    const expiresIn = Math.max(0, found.expiresAt - Date.now());
    if (expiresIn < MAX_TIMER_MS) {
      expiryTimer = setTimeout(() => fail('Sessão expirada. Faça login novamente.'), expiresIn);
      expiryTimer.unref();
    }
    revalidateTimer = setInterval(() => void stillGood(), options.revalidateMs ?? STOMP_REVALIDATE_MS);
    revalidateTimer.unref();
    const asked = (n: string | undefined) => Math.min(STOMP_MAX_HEARTBEAT_MS, Math.max(0, Number.isFinite(Number(n)) ? Math.trunc(Number(n)) : 0));
    const [cx, cy] = (frame.headers['heart-beat'] ?? '0,0').split(',').map(asked);
    // We send every max(ours, what the client wants), and expect something every max(client's, ours).
    const sendEvery = cy! > 0 ? Math.max(heartbeat, cy!) : 0;
    const expectEvery = cx! > 0 ? Math.max(heartbeat, cx!) : 0;
    send(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': `${heartbeat},${heartbeat}`, server: 'sisacte', 'user-name': user.username }));
    if (sendEvery > 0) {
      sendTimer = setInterval(() => send('\n'), sendEvery);
      sendTimer.unref();
    }
    if (expectEvery > 0) {
      checkTimer = setInterval(() => {
        if (Date.now() - lastReceived > expectEvery * 2) {
          cleanup();
          socket.terminate();
        }
      }, expectEvery);
      checkTimer.unref();
    }
  }

  function subscribe(frame: StompFrame) {
    const id = frame.headers.id;
    if (!user) return fail('Envie CONNECT primeiro');
    if (id === undefined) return fail('SUBSCRIBE sem id');
    const destination = frame.headers.destination;
    if (destination !== NOTIFICATIONS_TOPIC && destination !== NOTIFICATIONS_SEEN_TOPIC) return fail(`Destino desconhecido: ${destination ?? ''}`);
    if (!subscriptions.has(id) && subscriptions.size >= STOMP_MAX_SUBSCRIPTIONS) return fail('Assinaturas demais nesta sessão');
    subscriptions.get(id)?.();
    /** Sends a MESSAGE of this subscription: within a second of a good check at once; otherwise only once the token is still good. */
    const push = (body: unknown) => {
      const sendNow = () => {
        messageSeq += 1;
        send(encodeFrame('MESSAGE', { destination, subscription: id, 'message-id': messageSeq, 'content-type': 'application/json' }, JSON.stringify(body)));
      };
      if (Date.now() - validatedAt <= STOMP_FRESH_MS) sendNow();
      else void stillGood().then((good) => good && sendNow());
    };
    const userId = user.id;
    subscriptions.set(
      id,
      options.hub.subscribe(
        destination === NOTIFICATIONS_TOPIC
          ? { userId, deliver: (n: Notification) => push(n) }
          : { userId, seen: (event: NotificationSeenMessage) => push(event) },
      ),
    );
    receipt(frame);
  }

  async function handle(frame: StompFrame) {
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return connect(frame);
      case 'SUBSCRIBE':
        return subscribe(frame);
      case 'UNSUBSCRIBE': {
        if (!user) return fail('Envie CONNECT primeiro');
        const id = frame.headers.id ?? '';
        subscriptions.get(id)?.();
        subscriptions.delete(id);
        return receipt(frame);
      }
      case 'DISCONNECT':
        receipt(frame);
        cleanup();
        return socket.close(1000);
      default:
        return fail(`Comando não suportado: ${frame.command}`);
    }
  }

  const connectDeadline = setTimeout(() => {
    if (!user) fail('Envie CONNECT com o token da sessão');
  }, STOMP_CONNECT_DEADLINE_MS);
  connectDeadline.unref();

  // Frames are handled one at a time, in order (CONNECT waits for the token check).
  let queue = Promise.resolve();
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    lastReceived = Date.now();
    const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    let frames: StompFrame[];
    try {
      frames = reader.push(chunk);
    } catch (error) {
      return fail('Quadro STOMP inválido', (error as Error).message);
    }
    for (const frame of frames) {
      queue = queue.then(() => (closed ? undefined : handle(frame))).catch((error: unknown) => options.log.warn({ err: error }, 'STOMP frame failed'));
    }
  });
  socket.on('close', cleanup);
  socket.on('error', cleanup);
}
