import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @svg-maps/brazil as jest can load it: the package is an ES module (`export default {…}`) that the
 * workspace's jest does not transform, so tests read its data as JSON. Use in a test file:
 * `jest.mock('@svg-maps/brazil', () => jest.requireActual('<this file>').brazilMapModule())`.
 */
export function brazilMapModule() {
  const source = readFileSync(join(__dirname, '../../../node_modules/@svg-maps/brazil/index.js'), 'utf8');
  return { __esModule: true, default: JSON.parse(source.replace(/^\s*export default\s*/, '').replace(/;?\s*$/, '')) as unknown };
}
