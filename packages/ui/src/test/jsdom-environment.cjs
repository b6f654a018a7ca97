// jsdom plus the web platform globals that Node has and jsdom lacks (fetch, TextEncoder, streams…),
// so that ky, jose and the app code run in component tests as they do in the browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel',
];

module.exports = class NodeAwareJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) if (globalThis[name] && !this.global[name]) this.global[name] = globalThis[name];
    // jose checks `instanceof Uint8Array` across realms
    this.global.Uint8Array = Uint8Array;
    this.global.ArrayBuffer = ArrayBuffer;
    if (!this.global.crypto?.subtle) {
      Object.defineProperty(this.global, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
    }
  }
};
