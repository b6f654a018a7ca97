import { beforeVagueWait, parseRetryAfter, retryAfterParts } from '@sisacte/contracts/common/retry-after';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, API_TERMS, API_TRY_AGAIN, type ApiLanguage, type Entry } from './catalogue';
import { type RequestLanguage, requestLanguage } from './language';

const COLUMN: Record<ApiLanguage, 1 | 2 | 3 | 4> = { es: 1, en: 2, fr: 3, ht: 4 };

interface Pattern {
  regex: RegExp;
  names: string[];
  entry: Entry;
  /** Letters outside the placeholders: the longer, the more specific (tried first). */
  weight: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, Entry>();
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
const terms = new Map(API_TERMS.map((entry) => [entry[0], entry]));

/** The text of an entry in `language`; Portuguese where the entry keeps it (Haitian Creole awaiting review). */
const textOf = (entry: Entry, language: ApiLanguage) => entry[COLUMN[language]] ?? entry[0];

/**
 * A part that varies, as the translation carries it: a term of the catalogue in `language`; a quoted text (a
 * question's statement, already in the page's language) or a value without words (a number, a protocol, 'SP', a date)
 * as it is. Anything else (Portuguese words) cannot be carried: null, and the pattern does not apply.
 */
function carried(value: string, language: ApiLanguage): string | null {
  const term = terms.get(value);
  if (term) return textOf(term, language);
  if (/^"[^]*"$/.test(value)) return value;
  return /[a-z\u00e0-\u00ff]{2,}/.test(value) ? null : value;
}

function byPattern(message: string, language: ApiLanguage): string | null {
  for (const { regex, names, entry } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    let whole = true;
    names.forEach((name, i) => {
      const value = carried(match[i + 1]!, language);
      if (value === null) whole = false;
      else values[name] = value;
    });
    // a part left in Portuguese would mix two languages in one sentence: the message stays whole in Portuguese
    if (whole) return textOf(entry, language).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  }
  return null;
}

/** The request parts the error handler names when a problem has no field ('Corpo da requisição: …'). */
const PART_NAMES = new Set(['Corpo da requisição', 'Parâmetros da consulta', 'Parâmetros do caminho', 'Cabeçalhos']);

/**
 * A Portuguese message of the API in `language`, from the catalogue: whole, or as it is when the catalogue lacks it
 * (never half translated). A validation line 'demanda.nomefantasia: Nome do estabelecimento é obrigatório' loses its
 * raw field path (the message names the field) and 'Corpo da requisição: …' keeps its part, translated; parts that
 * vary (a protocol number, a quoted question) are carried over.
 */
export function translateMessage(message: string, language: RequestLanguage): string {
  if (language === 'pt') return message;
  const known = exact.get(message);
  if (known) return textOf(known, language);
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const head = message.slice(0, colon);
    const rest = message.slice(colon + 2);
    const raw = /^[\w.[\]-]+$/.test(head);
    if (raw || PART_NAMES.has(head)) {
      const translated = translateMessage(rest, language);
      // a raw field path is dropped (the message names the field); a request part is named in the language
      if (translated !== rest) return raw ? translated : `${textOf(terms.get(head)!, language)}: ${translated}`;
    }
  }
  return byPattern(message, language) ?? message;
}

/**
 * A limit's message (a 429) in `language`, saying when to try again: what it says before its vague closing, from the
 * catalogue, and the wait in words. 'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente
 * novamente.' + 300 s, es → 'Se enviaron demasiadas denuncias desde esta dirección. Inténtelo de nuevo en 5 minutos.'
 * Whole, as translateMessage, when the catalogue lacks that part. Portuguese stays as it is: the API client says its
 * wait (withRetryAfter).
 */
export function translateLimitMessage(message: string, language: RequestLanguage, seconds: number): string {
  if (language === 'pt') return message;
  const stem = beforeVagueWait(message);
  const known = stem ? exact.get(stem) : undefined;
  // (an entry kept in Portuguese for the language would mix two languages in one sentence)
  if (!known || known[COLUMN[language]] === null) return translateMessage(message, language);
  const { count, unit } = retryAfterParts(seconds);
  const { before, units } = API_TRY_AGAIN[language];
  const [one, many] = units[unit];
  return `${textOf(known, language)} ${before} ${count} ${count === 1 ? one : many}.`;
}

/**
 * onSend hook of the public routes: an error answer (`{message, messages}`) leaves in the request's language
 * (`requestLanguage`: ?lang, else Accept-Language), from the catalogue, a 429's with its wait in words; Portuguese
 * otherwise. The back office's routes do not register it: they stay in Portuguese whatever the browser says.
 */
export async function translateErrorAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('vary', 'Accept-Language');
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  const language = requestLanguage(request);
  if (language === 'pt') return payload;
  let body: { message?: unknown; messages?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return payload;
  }
  if (!body || typeof body.message !== 'string') return payload;
  // a 429 says when to try again (its Retry-After)
  const wait = reply.statusCode === 429 ? parseRetryAfter(String(reply.getHeader('retry-after') ?? '')) : undefined;
  const say = (message: string) => (wait === undefined ? translateMessage(message, language) : translateLimitMessage(message, language, wait));
  body.message = say(body.message);
  if (Array.isArray(body.messages)) body.messages = body.messages.map((m: unknown) => (typeof m === 'string' ? say(m) : m));
  reply.header('content-language', language);
  return JSON.stringify(body);
}
