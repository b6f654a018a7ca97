// Entry of the compiled server's build (packages/server/build.mjs): writes the prebuilt data folder of
// a new embedded database (see pglite-template.ts) to the file named on the command line.
//   node dist/db/make-pglite-template.js <file.tar.gz>
import { makePgliteTemplate } from './make-pglite-template';

const target = process.argv[2];
if (!target) {
  console.error('uso: node dist/db/make-pglite-template.js <arquivo.tar.gz>');
  process.exit(2);
}
const { bytes } = await makePgliteTemplate(target);
console.log(`✔ banco embutido pré-montado: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
