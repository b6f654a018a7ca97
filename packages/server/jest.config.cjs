// The server project of the root jest config: route tests with fastify.inject, on PGlite always
// and on PostgreSQL when one answers (see src/test/global-setup.ts), each app's PostgreSQL database
// copied from one migrated and seeded for the run (dropped by src/test/global-teardown.ts).
const swc = require('../../jest.swc.cjs');

// Packages jest (CommonJS runtime) must transform: ESM-only ones, and PGlite, whose CommonJS build
// still loads node modules with dynamic import() (swc turns those into require).
const esmPackages = ['jose', 'cookie', '@electric-sql/pglite'];

// PGlite ships minified CommonJS (.cjs): parse it as plain JavaScript, only to rewrite its import() calls.
const swcCommonJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc, '^.+\\.cjs$': swcCommonJs },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${esmPackages.join('|')})(/|@))`],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30_000,
};
