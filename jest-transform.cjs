// The jest transform: @swc/jest, after one rewrite of the source. `import { Button, Form } from 'antd'` becomes
// `import Button from 'antd/lib/button'` and so on (the same for '@ant-design/icons'): compiled to CommonJS,
// the named import would load antd's whole index (every component, about a second of each test file) where the
// browser build keeps only what is used. Type-only names stay on an `import type` of the package, which swc drops.
// A test that mocks a component mocks its file (jest.mock('antd/lib/modal')): jest.mock('antd') no longer reaches these imports.
const fs = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('@swc/jest');

/** antd's `export { default as Name } from './folder'` lines: Name → 'antd/lib/folder'. */
function antdComponents() {
  const index = path.join(path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, 'packages/ui')] })), 'es/index.js');
  const map = new Map();
  for (const [, name, folder] of fs.readFileSync(index, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) {
    map.set(name, `antd/lib/${folder}`);
  }
  return map;
}

const PACKAGES = {
  antd: { files: antdComponents() },
  // every icon has its own file at the package's top level
  '@ant-design/icons': { file: (name) => (/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name) ? `@ant-design/icons/${name}` : undefined) },
};
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)';/g;

function rewrite(source) {
  if (!source.includes("from 'antd'") && !source.includes("from '@ant-design/icons'")) return source;
  return source.replace(IMPORT, (whole, names, pkg) => {
    const lookup = PACKAGES[pkg];
    const kept = [];
    const own = [];
    for (const entry of names.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [imported, local = imported] = entry.replace(/^type\s+/, '').split(/\s+as\s+/);
      const file = entry.startsWith('type ') ? undefined : (lookup.files?.get(imported) ?? lookup.file?.(imported));
      if (file) own.push(`import ${local} from '${file}';`);
      else kept.push(entry);
    }
    // As many lines as the original, so that a stack trace's line numbers stay right.
    const lines = whole.split('\n').length - 1;
    return [...own, kept.length ? `import { ${kept.join(', ')} } from '${pkg}';` : ''].join(' ') + '\n'.repeat(lines);
  });
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      ...swc,
      process: (source, file, jestOptions) => swc.process(rewrite(source), file, jestOptions),
      processAsync: (source, file, jestOptions) => swc.processAsync(rewrite(source), file, jestOptions),
      getCacheKey: (source, file, jestOptions) => swc.getCacheKey(`${rewrite(source)}\n/* jest-transform 1 */`, file, jestOptions),
    };
  },
};
