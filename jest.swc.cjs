// One swc transform for every jest project (TypeScript + TSX → CommonJS for jest's runtime), through
// jest-transform.cjs, which first points named imports of antd and its icons at each component's own file.
const path = require('node:path');

module.exports = [
  path.join(__dirname, 'jest-transform.cjs'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
