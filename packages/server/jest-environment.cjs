// The server tests' jest environment: jest's Node environment plus `sisacteWorkerCache`, one object per jest
// worker process that every test file run there sees (jest gives each file fresh globals and modules).
// db/pglite-open.ts keeps PGlite's compiled WebAssembly in it, compiled once per worker instead of per file.
const { TestEnvironment } = require('jest-environment-node');

const workerCache = {};

module.exports = class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.sisacteWorkerCache = workerCache;
  }
};
