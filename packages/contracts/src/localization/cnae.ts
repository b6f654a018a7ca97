import { z } from 'zod';
import { searchText } from './places';

/** CNAE subclasses (economic activities), searched by code prefix or description; the path (no zod) is in place-rules.ts. */
export { CNAE_API } from './place-rules';

export const CNAE_LIMIT = 30;

/** CNAE descriptions also have commas, slashes and semicolons. */
const CNAE_TEXT = /^[\p{L}\p{M}\d\s'\u2019.\-(),;/]*$/u;

export const cnaeQuerySchema = z.object({ name: searchText('name', CNAE_TEXT) });
export type CnaeQuery = z.input<typeof cnaeQuerySchema>;

export const cnaeSchema = z.object({ cod_subclasse: z.string(), desc_subclasse: z.string() });
export type CnaeOption = z.infer<typeof cnaeSchema>;
