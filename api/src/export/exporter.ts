import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { CsvValue } from './csv';

/** One CSV file of the staff export; each domain writes its own (modules/<domain>/*.export.ts). */
export interface Exporter {
  file: string;
  header: string[];
  rows(db: Kysely<Database>): Promise<CsvValue[][]>;
}
