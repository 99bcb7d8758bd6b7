import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { toCsv } from './csv';
import { exporters } from './exporters';

/** Writes every exporter's CSV file into `outDir` (created if missing); returns each file's row count. */
export async function exportAll(db: Kysely<Database>, outDir: string): Promise<Array<{ file: string; rows: number }>> {
  await mkdir(outDir, { recursive: true });
  const written = [];
  for (const exporter of exporters) {
    const rows = await exporter.rows(db);
    // Personal data: readable by the staff member who ran the export only.
    await writeFile(path.join(outDir, exporter.file), toCsv(exporter.header, rows), { mode: 0o600 });
    written.push({ file: exporter.file, rows: rows.length });
  }
  return written;
}
