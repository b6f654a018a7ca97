import type { UrlFilterCodec } from './use-url-filters';

/** Each filter's cleaning: what the address or the box holds → the value kept ('' for none, or a wrong one). */
export type FieldCleaners<F extends { [K in keyof F]: string }> = { [K in keyof F]: (value: string) => F[K] };

export interface FieldsFilter<F extends { [K in keyof F]: string }> {
  /** The filters in the address, one query key each (?name=..&status=..). */
  codec: UrlFilterCodec<F>;
  /** How many filters are set: the badge of the 'Filtros' box. */
  count: (values: F) => number;
  /** No filter set ('' each): what 'Limpar' goes back to. */
  empty: F;
  /** The filters as the API's query: only those set. */
  query: (values: F) => Record<string, string>;
}

/** A list's filters made of text values, each kept in the address under its own name once cleaned. */
export function fieldsFilter<F extends { [K in keyof F]: string }>(clean: FieldCleaners<F>): FieldsFilter<F> {
  const keys = Object.keys(clean) as (keyof F & string)[];
  const set = (values: F) => keys.map((k) => [k, clean[k](values[k] ?? '')] as const).filter(([, v]) => v !== '');
  return {
    codec: {
      read: (params) => Object.fromEntries(keys.map((k) => [k, clean[k](params.get(k) ?? '')])) as unknown as F,
      write: (values, into) => {
        const next = new URLSearchParams(into);
        for (const k of keys) {
          const v = clean[k](values[k] ?? '');
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      key: (values) => keys.map((k) => clean[k](values[k] ?? '')).join('|'),
    },
    count: (values) => set(values).length,
    empty: Object.fromEntries(keys.map((k) => [k, ''])) as unknown as F,
    query: (values) => Object.fromEntries(set(values)),
  };
}
