// What the forms' messages and dates need without zod (fields.ts re-exports it with the field schemas).

/** The title shown after any update of a record. */
export const UPDATED_MESSAGE = 'Dados atualizados!';

/** The success titles of an entity's form: `created` after a create, UPDATED_MESSAGE after an update. */
export const savedMessages = <C extends string>(created: C) => ({ CREATED: created, UPDATED: UPDATED_MESSAGE }) as const;

/** Today as YYYY-MM-DD (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The widest span any date of the system may take: no record, birth or forecast lies outside it. */
export const DATE_BOUNDS = { min: '1900-01-01', max: '2100-12-31' } as const;
