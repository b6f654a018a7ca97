import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, type ApiLanguage } from './catalogue';

export type RequestLanguage = 'pt' | ApiLanguage;
const LANGUAGES: readonly RequestLanguage[] = ['pt', 'es', 'en', 'fr', 'ht'];
const COLUMN: Record<ApiLanguage, 1 | 2 | 3 | 4> = { es: 1, en: 2, fr: 3, ht: 4 };

/**
 * The language an Accept-Language header asks for, among the public pages' ('es-VE,es;q=0.9' → es); Portuguese when
 * none of them is asked for (or the header is missing).
 */
export function languageOf(header: string | string[] | undefined): RequestLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) if ((LANGUAGES as readonly string[]).includes(base)) return base as RequestLanguage;
  return 'pt';
}

interface Pattern {
  regex: RegExp;
  names: string[];
  entry: readonly string[];
  /** Letters outside the placeholders: the longer, the more specific (tried first). */
  weight: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, readonly string[]>();
const patterns: Pattern[] = [];
for (const entry of API_MESSAGES) {
  const pt = entry[0];
  const names = [...pt.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(pt, entry);
    continue;
  }
  const source = pt
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.+?)');
  patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, entry, weight: pt.replace(/\{\w+\}/g, '').length });
}
patterns.sort((a, b) => b.weight - a.weight);

function fill(template: string, values: Record<string, string>, language: ApiLanguage): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return exact.get(value)?.[COLUMN[language]] ?? value;
  });
}

/**
 * A Portuguese message of the API in `language`, from the catalogue; as it is when the catalogue lacks it. A
 * validation line 'demanda.nomefantasia: Nome do estabelecimento é obrigatório' keeps its field and translates the
 * rest; parts that vary (a protocol number, a question's text) are carried over.
 */
export function translateMessage(message: string, language: RequestLanguage): string {
  if (language === 'pt') return message;
  const column = COLUMN[language];
  const known = exact.get(message);
  if (known) return known[column]!;
  // 'field.path: message' or 'Corpo da requisição: message': the field kept (or its part named), the message translated
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const head = message.slice(0, colon);
    if (/^[\w.[\]]+$/.test(head) || exact.has(head)) {
      const rest = message.slice(colon + 2);
      return `${exact.get(head)?.[column] ?? head}: ${translateMessage(rest, language)}`;
    }
  }
  for (const { regex, names, entry } of patterns) {
    const match = regex.exec(message);
    if (match) return fill(entry[column]!, Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])), language);
  }
  return message;
}

/**
 * onSend hook of the public routes: an error answer (`{message, messages}`) leaves in the language the request's
 * Accept-Language asks for (es, en, fr, ht), from the catalogue; Portuguese otherwise. The back office's routes do not
 * register it: they stay in Portuguese whatever the browser says.
 */
export async function translateErrorAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('vary', 'Accept-Language');
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  const language = languageOf(request.headers['accept-language']);
  if (language === 'pt') return payload;
  let body: { message?: unknown; messages?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return payload;
  }
  if (!body || typeof body.message !== 'string') return payload;
  body.message = translateMessage(body.message, language);
  if (Array.isArray(body.messages)) body.messages = body.messages.map((m: unknown) => (typeof m === 'string' ? translateMessage(m, language) : m));
  reply.header('content-language', language);
  return JSON.stringify(body);
}
