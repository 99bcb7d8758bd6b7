/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The answers of an enquiry sent step by step without JavaScript, between its steps: each step is a post
// answered by a 303 to the next step's own address (post/redirect/get), so the answers so far wait here,
// under a random token the visitor's cookie holds (only its hash is kept), for an hour at most.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiry_drafts')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('errors', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiry_drafts_expires_at').on('enquiry_drafts').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enquiry_drafts').execute();
}
