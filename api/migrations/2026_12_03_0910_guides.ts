/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The guides library: the eight guides of the fixed catalogue become rows staff edit (title, summary,
// featured, order, retired), with a PDF staff may upload in place of the one drawn from the guide's text
// (kept in the database, so every instance serves the same file), and a download count per guide.
// Each with the line the site showed under its cover, so the guides sections read as before.
const catalogue = [
  {
    slug: 'disposing-of-leasehold-property',
    name: 'Disposing of Leasehold Property',
    featured: false,
    summary: 'Surrenders, assignments and sub-lettings compared.',
  },
  { slug: 'lease-negotiations-guide', name: 'Lease Negotiations Guide', featured: true, summary: 'The terms to negotiate before you sign.' },
  { slug: 'lease-renewal-timeline', name: 'Lease Renewal Timeline', featured: true, summary: 'What to do, month by month, before expiry.' },
  { slug: 'lease-renewals', name: 'Lease Renewals', featured: true, summary: 'Your rights under the 1954 Act explained.' },
  { slug: 'new-lease-timeline', name: 'New Lease Timeline', featured: true, summary: 'From heads of terms to getting the keys.' },
  { slug: 'new-license-timeline', name: 'New License Timeline', featured: false, summary: 'Taking space on a licence, step by step.' },
  { slug: 'rent-review-disputes', name: 'Rent Review Disputes', featured: false, summary: 'Evidence, negotiation and third-party determination.' },
  { slug: 'service-charges', name: 'Service Charges', featured: false, summary: 'Budgets, reconciliations and how to challenge them.' },
];

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
        summary: guide.summary,
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
