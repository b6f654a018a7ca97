/*
 * Case management's public surface: what the app, other modules, plugins, seeds and benchmarks may
 * import from acolhimento. One export a line, so that others can add theirs.
 */

/** The routes of the module, registered by the app. */
export { acolhimentoRoutes } from './routes';
/** How deep the people list serves pages (the list-throughput benchmark reads it). */
export { MAX_LIST_OFFSET } from './welcomed/list-repository';
