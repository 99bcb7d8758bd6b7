/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The staff second factor (docs/product/staff.md "Second factor"): staff sessions carry when a second factor and when the
// last password or factor were given; the accounts' TOTP secrets, passkeys and hashed recovery codes; the
// audit log's entries become structured fields (target type and id, and a JSON object of known keys).
export async function up(db: Kysely<any>): Promise<void> {
  // When this session was confirmed with a second factor (null: password alone, which reaches no staff data).
  await db.schema.alterTable('member_sessions').addColumn('second_factor_at', 'varchar(32)').execute();
  // When a password or factor was last given in this session (erase, deactivate, exports need it within 5 minutes).
  await db.schema.alterTable('member_sessions').addColumn('fresh_auth_at', 'varchar(32)').execute();
  // The WebAuthn challenge this session was last given, and when (single use, a few minutes).
  await db.schema.alterTable('member_sessions').addColumn('webauthn_challenge', 'varchar(200)').execute();
  await db.schema.alterTable('member_sessions').addColumn('webauthn_challenge_at', 'varchar(32)').execute();

  await db.schema
    .createTable('staff_totp')
    .addColumn('member_id', 'varchar(36)', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    // Base32; an authenticator app needs the secret itself, so it cannot be hashed.
    .addColumn('secret', 'varchar(100)', (col) => col.notNull())
    // Null while the enrolment waits for its first code.
    .addColumn('confirmed_at', 'varchar(32)')
    // The time step of the last code accepted: a code is never accepted twice.
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    // SHA-256 of the code (128 bits of randomness: a slow hash adds nothing).
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_recovery_codes_member').on('staff_recovery_codes').column('member_id').execute();

  await db.schema
    .createTable('staff_passkeys')
    // The credential id (base64url), as the authenticator gives it.
    .addColumn('id', 'varchar(1400)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    // COSE public key, base64url.
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    // JSON array of transports (usb, internal, hybrid...), for the browser's hints.
    .addColumn('transports', 'varchar(200)', (col) => col.notNull().defaultTo('[]'))
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('staff_passkeys_member').on('staff_passkeys').column('member_id').execute();

  // The audit log's structured fields; `target` and `detail` stay for the rows written before.
  await db.schema
    .alterTable('staff_audit')
    .addColumn('target_type', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('staff_audit').addColumn('target_id', 'varchar(100)').execute();
  await db.schema
    .alterTable('staff_audit')
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  const rows: Array<{ id: string; target: string; detail: string }> = await db.selectFrom('staff_audit').select(['id', 'target', 'detail']).execute();
  for (const row of rows) {
    // `member:<id>`, `list:newsletter:<id>`, `enquiries`: the type before the first colon, the id after the last.
    const parts = row.target.split(':');
    const type = parts[0].slice(0, 20);
    const id = parts.length > 1 ? parts.at(-1)!.slice(0, 100) : null;
    // The old free-text summary, kept without line breaks or control characters: it can no longer read as
    // another entry (an article title with line breaks once made a fake "member.erase" line).
    // eslint-disable-next-line no-control-regex
    const legacy = row.detail.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').slice(0, 1000);
    await db
      .updateTable('staff_audit')
      .set({ target_type: type, target_id: id, data: JSON.stringify(legacy ? { legacy } : {}) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('staff_audit_actor').on('staff_audit').column('actor_id').execute();
  await db.schema.createIndex('staff_audit_target').on('staff_audit').columns(['target_type', 'target_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_audit_target').execute();
  await db.schema.dropIndex('staff_audit_actor').execute();
  for (const column of ['data', 'target_id', 'target_type']) await db.schema.alterTable('staff_audit').dropColumn(column).execute();
  await db.schema.dropTable('staff_passkeys').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_totp').execute();
  for (const column of ['webauthn_challenge_at', 'webauthn_challenge', 'fresh_auth_at', 'second_factor_at'])
    await db.schema.alterTable('member_sessions').dropColumn(column).execute();
}
