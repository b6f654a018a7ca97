// Every unit, component and server test of the workspace. `npm test` runs this and then Playwright.
const swc = require('./jest.swc.cjs');

// ESM-only packages that jest (CommonJS runtime) must transform.
// @ant-design/icons 6 (lib) requires '@ant-design/colors/es/generate', which is ESM.
const esmPackages = ['jose', 'ky', 'nanoid', '@ant-design/colors'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm|${esmPackages.join('|')})(/|@))`];

module.exports = {
  // Applies to every project (a project's own testTimeout is ignored when run from here): a migrated,
  // seeded PGlite database per server test file can take several seconds on a loaded 2-core machine.
  testTimeout: 60_000,
  // A worker is restarted between test files once it holds more than this: the server tests' embedded databases
  // (PGlite, WebAssembly memory) are not all given back, and a worker grown to 6-7 GB spends its time collecting.
  workerIdleMemoryLimit: '2GB',
  projects: [
    '<rootDir>/packages/server/jest.config.cjs',
    {
      // The Module Federation sharing rule; its release test builds two tiny apps with webpack.
      displayName: 'mf-build',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/mf-build/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      // The Kubernetes manifests rendered and checked against JSON schemas, offline (deploy/k8s).
      displayName: 'deploy',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/deploy/k8s'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: '<rootDir>/packages/ui/src/test/jsdom-environment.cjs',
      roots: [
        '<rootDir>/shell/src',
        '<rootDir>/mf-denuncias/src',
        '<rootDir>/mf-acolhimento/src',
        '<rootDir>/mf-autodiagnostico/src',
        '<rootDir>/mf-relatorios/src',
        '<rootDir>/mf-painel/src',
        '<rootDir>/packages/contracts/src',
        '<rootDir>/packages/event-bus/src',
        '<rootDir>/packages/auth/src',
        '<rootDir>/packages/api-client/src',
        '<rootDir>/packages/ui/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/packages/ui/src/test/setup-jsdom.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/packages/ui/src/test/style-stub.cjs' },
    },
  ],
};
