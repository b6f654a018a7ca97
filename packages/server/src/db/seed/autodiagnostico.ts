import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { modelSeedFileSchema } from '@sisacte/contracts/autodiagnostico/models';
import { type Database, withTransaction } from '../client';
import { insertModelVersion, modelCodeExists } from '../../modules/autodiagnostico';

/** The committed models (written for this product, grounded in the CLT and the NRs). */
export const AUTODIAGNOSTICO_SEED_FILE = join(import.meta.dirname, 'data', 'autodiagnostico-modelos.json');

/**
 * Stores each model of the seed file whose code has no version yet, through the same validation as
 * the staff import (a bad file stops the start with the contract's message). A model already in the
 * database is left alone: newer versions come from the staff import. Returns the codes stored.
 */
export async function seedAutodiagnostico(db: Database, file: string = AUTODIAGNOSTICO_SEED_FILE): Promise<string[]> {
  const parsed = modelSeedFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`Modelos de autodiagnóstico inválidos em ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const stored: string[] = [];
  for (const model of parsed.data.modelos) {
    if (await modelCodeExists(db, model.codigo)) continue;
    await withTransaction(db, (tx) => insertModelVersion(tx, model));
    stored.push(model.codigo);
  }
  return stored;
}
