/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PostgresAdapter, type Kysely } from 'kysely';
import { findRepoRoot } from '../src/repo-root';

// Frozen: a later change is a new migration, never an edit here.
// The guides library: the eight guides of the fixed catalogue become rows staff edit (title, summary,
// featured, order, retired), with a PDF staff may upload in place of the one drawn from the guide's text
// (kept in the database, so every instance serves the same file), and a download count per guide.
const catalogue = [
  { slug: 'disposing-of-leasehold-property', name: 'Disposing of Leasehold Property', featured: false },
  { slug: 'lease-negotiations-guide', name: 'Lease Negotiations Guide', featured: true },
  { slug: 'lease-renewal-timeline', name: 'Lease Renewal Timeline', featured: true },
  { slug: 'lease-renewals', name: 'Lease Renewals', featured: true },
  { slug: 'new-lease-timeline', name: 'New Lease Timeline', featured: true },
  { slug: 'new-license-timeline', name: 'New License Timeline', featured: false },
  { slug: 'rent-review-disputes', name: 'Rent Review Disputes', featured: false },
  { slug: 'service-charges', name: 'Service Charges', featured: false },
];

/** The cover summary of a guide's text (its `> ` lines), as api/content/guides holds it. */
function summaryOf(slug: string): string {
  const file = path.join(findRepoRoot(), 'api/content/guides', `${slug}.md`);
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('> '))
    .map((line) => line.slice(2).trim())
    .join(' ');
}

export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('guides')
    .addColumn('slug', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('summary', 'varchar(300)', (col) => col.notNull())
    .addColumn('featured', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    // live or retired (kept, with its count, but not listed or downloaded).
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('downloads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  await db.schema
    .createTable('guide_files')
    .addColumn('slug', 'varchar(80)', (col) => col.primaryKey().references('guides.slug').onDelete('cascade'))
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('bytes', bytes as any, (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('uploaded_by', 'varchar(36)')
    .execute();

  const at = new Date().toISOString();
  const have = new Set((await db.selectFrom('guides').select('slug').execute()).map((row: { slug: string }) => row.slug));
  for (const [position, guide] of catalogue.entries()) {
    if (have.has(guide.slug)) continue;
    await db
      .insertInto('guides')
      .values({
        slug: guide.slug,
        title: guide.name,
        summary: summaryOf(guide.slug),
        featured: guide.featured ? 1 : 0,
        position,
        status: 'live',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guide_files').execute();
  await db.schema.dropTable('guides').execute();
}
