import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The text of a PDF, as a reader would copy it (poppler's pdftotext), spaces collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sisacte-pdf-'));
  try {
    await writeFile(join(dir, 'a.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'a.pdf'), '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
