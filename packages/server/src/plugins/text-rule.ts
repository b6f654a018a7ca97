import { cleanText, hasNul, TEXT_NUL_MESSAGE } from '@sisacte/contracts/common/text';
import { badRequest } from '../lib/http-errors';
import { unencapsulated } from '../lib/plugin';

/** How deep a request's data may nest (the deepest form, a self-diagnosis model, is about 8 levels). */
export const MAX_INPUT_DEPTH = 32;
export const INPUT_TOO_DEEP_MESSAGE = `Os dados enviados têm níveis demais (no máximo ${MAX_INPUT_DEPTH})`;

/** Fields whose text is compared, never shown: they keep their bidi controls. */
const SECRET_KEY = /password|senha/i;

type Container = Record<string, unknown> | unknown[];

/** An array or a plain object (also the query parser's, whose prototype has a null prototype); never a Buffer. */
const isContainer = (value: unknown): value is Container => {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

function cleaned(text: string, secret: boolean): string {
  if (hasNul(text)) throw badRequest(TEXT_NUL_MESSAGE);
  return cleanText(text, { keepBidi: secret });
}

/** Sets an own property, also one named '__proto__' (never the prototype). */
function setOwn(holder: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
  else holder[key] = value;
}

/**
 * Applies the text rule of `@sisacte/contracts/common/text` to every string of `input` (values and
 * keys, at any depth), in place; returns `input`, or the cleaned text when `input` is a string.
 * Throws a 400 for a NUL character and for data nested deeper than MAX_INPUT_DEPTH. Iterative, so
 * that no nesting can overflow the stack.
 */
export function applyTextRule(input: unknown): unknown {
  if (typeof input === 'string') return cleaned(input, false);
  if (!isContainer(input)) return input;
  const stack: { holder: Container; depth: number; secret: boolean }[] = [{ holder: input, depth: 1, secret: false }];
  while (stack.length > 0) {
    const { holder, depth, secret } = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH) throw badRequest(INPUT_TOO_DEEP_MESSAGE);
    if (Array.isArray(holder)) {
      for (let i = 0; i < holder.length; i++) {
        const value = holder[i];
        if (typeof value === 'string') holder[i] = cleaned(value, secret);
        else if (isContainer(value)) stack.push({ holder: value, depth: depth + 1, secret });
      }
      continue;
    }
    for (const key of Object.keys(holder)) {
      const value = holder[key];
      const cleanKey = cleaned(key, false);
      if (cleanKey !== key) delete holder[key];
      const keySecret = secret || SECRET_KEY.test(cleanKey);
      if (typeof value === 'string') setOwn(holder, cleanKey, cleaned(value, keySecret));
      else {
        if (cleanKey !== key) setOwn(holder, cleanKey, value);
        if (isContainer(value)) stack.push({ holder: value, depth: depth + 1, secret: keySecret });
      }
    }
  }
  return input;
}

/**
 * The text rule on every request, once, before validation: its body, query string and path
 * parameters (see applyTextRule). Register before the routes.
 */
export const textRulePlugin = unencapsulated('sisacte-text-rule', async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.body !== undefined) request.body = applyTextRule(request.body);
      applyTextRule(request.query);
      applyTextRule(request.params);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
