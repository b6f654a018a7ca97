// Webpack loader (after swc, so it reads plain JavaScript) for the contracts package: every top-level
// `const` whose value is computed by a call (a zod schema, a path built by a helper) is wrapped as
// `/*#__PURE__*/(()=>(value))()`. The contracts compute nothing at load time that a page relies on
// beyond the values themselves, so a declaration no page uses can be dropped: webpack's inner graph
// then sees that a screen importing only a path or a list of statuses does not use zod, and neither
// zod nor the unused schemas reach that screen's file. Without the mark, a call could have side
// effects, so every schema of a contract file came along with any one constant of it.
// The source map is kept exact: the columns after each insertion are shifted by its length.
'use strict';

const { Parser } = require('acorn');
const { decode, encode } = require('@jridgewell/sourcemap-codec');

const OPEN = '/*#__PURE__*/(()=>(';
const CLOSE = '))()';

/** Whether evaluating `node` (not the bodies of functions it creates) calls or constructs something. */
function computes(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'ClassExpression') return false;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value) ? value.some(computes) : value && typeof value === 'object' && computes(value)) return true;
  }
  return false;
}

/** `await` would not survive being moved into a function. */
function awaits(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'AwaitExpression') return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  return Object.keys(node).some((key) => {
    const value = node[key];
    return Array.isArray(value) ? value.some(awaits) : value && typeof value === 'object' && awaits(value);
  });
}

/** The insertions (offset, text) that mark the computed top-level constants of a module. */
function insertionsFor(source) {
  const ast = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const inserts = [];
  for (const statement of ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) {
      if (!init || !computes(init) || awaits(init)) continue;
      inserts.push([init.start, OPEN], [init.end, CLOSE]);
    }
  }
  return inserts;
}

/** Applies the insertions to the code and shifts the generated columns of `map` to match. */
function insert(source, inserts, map) {
  let out = '';
  let from = 0;
  for (const [at, text] of inserts) {
    out += source.slice(from, at) + text;
    from = at;
  }
  out += source.slice(from);
  if (!map) return { code: out, map };

  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (offset) => {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > offset) line -= 1;
    return [line, offset - lineStarts[line]];
  };
  const lines = decode(map.mappings);
  // Last insertion first, so an earlier one on the same line still finds its segments by original column.
  for (const [at, text] of [...inserts].reverse()) {
    const [line, column] = position(at);
    for (const segment of lines[line] ?? []) if (segment[0] >= column) segment[0] += text.length;
  }
  return { code: out, map: { ...map, mappings: encode(lines) } };
}

module.exports = function pureDeclarationsLoader(source, map) {
  const inserts = insertionsFor(source);
  if (inserts.length === 0) return this.callback(null, source, map);
  const result = insert(source, inserts, typeof map === 'string' ? JSON.parse(map) : map);
  this.callback(null, result.code, result.map);
};

module.exports.insertionsFor = insertionsFor;
module.exports.insert = insert;
