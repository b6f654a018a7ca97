import { parse } from 'csv-parse/sync';
import type { CnaeRow } from './repository';

/**
 * Reads a CNAE subclasses CSV, as published by IBGE/CONCLA or by the Receita Federal's open CNPJ data:
 * - encoding: UTF-8 (with or without BOM) or Latin-1 (ISO-8859-1), detected;
 * - separator: `;` (the official files), or `,` when the first line has no `;`;
 * - a header line is optional;
 * - in each line the first cell that is a subclass code, `0111-3/01` or `0111301` (also `01.11-3-01`),
 *   is the code, and the next cell with letters is the description. Lines without one (sections,
 *   divisions, groups, classes of the detailed structure, blank lines) are skipped.
 */
export function parseCnaeCsv(file: Buffer): { rows: CnaeRow[]; skipped: number } {
  const text = decode(file);
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as string[][];

  const byCode = new Map<string, CnaeRow>();
  let skipped = 0;
  for (const cells of records) {
    const codeAt = cells.findIndex((cell) => subclassDigits(cell) !== null);
    const description = codeAt < 0 ? undefined : cells.slice(codeAt + 1).find((cell) => /\p{L}/u.test(cell));
    if (codeAt < 0 || !description) {
      skipped += 1;
      continue;
    }
    const digits = subclassDigits(cells[codeAt]!)!;
    byCode.set(digits, { digits, description: description.replace(/\s+/g, ' ') });
  }
  return { rows: [...byCode.values()], skipped };
}

/** 7 digits of a subclass code written as 0111-3/01, 01.11-3/01, 01.11-3-01 or 0111301; else null. */
export function subclassDigits(cell: string): string | null {
  const value = cell.trim();
  if (!/^\d{2}\.?\d{2}[-\s]?\d[/\-\s]?\d{2}$/.test(value)) return null;
  return value.replace(/\D/g, '');
}

function decode(file: Buffer): string {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return file.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    // Not valid UTF-8: the official files are Latin-1 (ISO-8859-1 / Windows-1252).
    return new TextDecoder('windows-1252').decode(file);
  }
}
