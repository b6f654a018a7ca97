import { Writable } from 'node:stream';

/**
 * A log destination for tests (`logger: { ...loggerOptions(level), stream }`): keeps every line written, parsed
 * (`lines`) and as text (`text()`); `clear()` forgets what came before.
 */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return {
    lines,
    stream,
    text: () => written,
    clear: () => {
      lines.length = 0;
      written = '';
    },
  };
}
