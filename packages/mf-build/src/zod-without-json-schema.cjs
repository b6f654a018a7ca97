/**
 * Webpack loader of the browser builds: zod's JSON Schema generation (zod/v4/core/json-schema-processors.js and
 * to-json-schema.js) replaced by stand-ins. zod's classic API gives every schema a toJSONSchema method, so those two
 * modules (about 5 KB gzip) came with zod into every first visit that validates a form, although no browser makes
 * JSON Schema: the API makes its OpenAPI document with it, in Node, from the real modules (this loader is not in the
 * server's build, nor in jest). Every name the module exports stays (read from its source: a zod upgrade that adds one
 * still builds); called, each throws, except what a schema calls when it is built: the methods' makers give a method
 * that throws, `allProcessors` is empty, and `aggregateChecks` finds no checks. That one is behind the schemas'
 * minLength/maxLength/format/isInt getters, which are enumerable: code that walks a schema's properties reads them,
 * so they must not throw; in a browser they answer null (no screen reads them: a field's limit comes from the
 * contract's constants, and jest, on the real module, would not see the difference).
 */
const EXPORTED = /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm;
const EXPORT_LIST = /^export\s*\{([^}]*)\}\s*;?\s*$/gm;

/** The names a module exports (declarations and `export { a, b as c }` lists; not re-exports from another module). */
function exportedNames(source) {
  const names = new Set();
  for (const [, name] of source.matchAll(EXPORTED)) names.add(name);
  for (const [, list] of source.matchAll(EXPORT_LIST)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

const STAND_INS = {
  aggregateChecks: '() => ({})',
  allProcessors: '{}',
  createToJSONSchemaMethod: '() => missing',
  createStandardJSONSchemaMethod: '() => missing',
};

/** The stand-in module for `source`. */
function standIn(source) {
  const names = exportedNames(source);
  if (names.length === 0) throw new Error('zod-without-json-schema: o módulo não exporta nada que se reconheça (o zod mudou?)');
  return [
    "const missing = () => { throw new Error('JSON Schema não faz parte do build do navegador (packages/mf-build/src/zod-without-json-schema.cjs)'); };",
    ...names.map((name) => `export const ${name} = ${STAND_INS[name] ?? 'missing'};`),
  ].join('\n');
}

module.exports = function zodWithoutJsonSchema(source) {
  return standIn(source);
};
module.exports.exportedNames = exportedNames;
module.exports.standIn = standIn;
/** The modules it replaces. */
module.exports.test = /[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema)\.js$/;
