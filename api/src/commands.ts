import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { commandArgs } from './command-args';
import { loadConfig } from './config';
import { sendNewsletterNow } from './modules/newsletters/newsletters.cli';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { backupDatabase, restoreDatabase, tableNames } from './db/backup';
import { seed } from './db/seed';
import { exportAll } from './export';
import { importArticles } from './modules/articles/import';
import { readPagesFrom, writePagesTo } from './modules/pages/pages.cli';
import { rotateTotpSecrets, type EnrolmentLinkDeps } from './modules/staff';
import { staffCommand } from './modules/staff/staff.cli';
import { listOutboxMessages, purgeOutbox } from './mail/outbox.repository';
import { listQueuedMail, queueDepth, retryDead } from './mail/queue.repository';
import { storingQueue } from './mail/queue-worker';
import { mailTemplates } from './mail/product-emails';
import { createSecretBox } from './security/secret-box';
import { runReleaseCommand } from './modules/releases/releases.cli';

type Env = Record<string, string | undefined>;

/**
 * The staff commands behind `node dist/cli.js` (cli.ts is the process wrapper; command-args.ts reads and
 * checks the command line). Every command migrates first, so it works on a fresh database and never reads a
 * half-migrated one.
 */
export async function runCommand(
  args: string[],
  { env = process.env, print = console.log }: { env?: Env; print?: (line: string) => void } = {},
): Promise<void> {
  // The release commands have flags of their own (releases.cli.ts).
  if (args[0] === 'release') return runReleaseCommand(args.slice(1), loadConfig(env), print);
  const { command, extra, values, limit, newsletter } = commandArgs(args);
  const config = loadConfig(env);
  if (command === 'restore') {
    // Not migrated first: the database must stay empty for the backup to go in.
    await restoreDatabase(config.database, values.from!, { force: values.force });
    const restored = openDatabase(config.database);
    try {
      const { results = [] } = await migrateToLatest(restored);
      print(
        `Restored ${path.resolve(values.from!)} into the ${config.database.dialect} database (${(await tableNames(restored)).length} tables)${results.length ? `; then migrated: ${results.map((r) => r.migrationName).join(', ')}` : ''}.`,
      );
    } finally {
      await restored.db.destroy();
    }
    return;
  }
  const database = openDatabase(config.database);
  try {
    const { results = [] } = await migrateToLatest(database);
    print(results.length ? `Migrated: ${results.map((r) => r.migrationName).join(', ')}` : `Database (${database.dialect}) is up to date.`);
    if (command === 'seed') {
      const added = Object.entries(await seed(database));
      print(added.length ? `Seeded: ${added.map(([name, rows]) => `${name} +${rows}`).join(', ')}` : 'Nothing to seed yet.');
    }
    if (command === 'import-articles') {
      const result = await importArticles(database.db, { articlesDir: values.dir && path.resolve(values.dir) });
      for (const warning of result.warnings) print(`Warning: ${warning}`);
      print(`Articles: ${result.added.length} added, ${result.updated.length} updated, ${result.unchanged.length} unchanged.`);
    }
    if (command === 'pages' && extra[0] === 'export') {
      const out = path.resolve(values.out!);
      print(`Pages: ${await writePagesTo(database.db, out)} written to ${out}, with site-settings.json.`);
    }
    if (command === 'pages' && extra[0] === 'import') {
      const { added, updated } = await readPagesFrom(database.db, path.resolve(values.dir!), new Date());
      print(`Pages: ${added} added, ${updated} replaced, all published; settings imported.`);
    }
    if (command === 'outbox') {
      await purgeOutbox(database.db, new Date(Date.now() - config.mail.outboxRetentionMs));
      const messages = await listOutboxMessages(database.db, { limit, to: values.to?.trim() });
      if (!messages.length) print(values.to ? `No mail to ${values.to} in the outbox.` : 'The outbox is empty.');
      for (const message of messages.reverse()) {
        print(`--- ${message.created_at}  To: ${message.to_address}\nSubject: ${message.subject}\n\n${message.text_body.trim()}\n`);
      }
    }
    if (command === 'mail-queue') {
      if (values.retry) print(`Queued again: ${await retryDead(database.db, new Date())} dead mail.`);
      const depth = await queueDepth(database.db);
      print(`Mail queue: ${depth.pending} waiting${depth.oldestPendingAt ? ` (oldest queued ${depth.oldestPendingAt})` : ''}, ${depth.dead} dead.`);
      // Who, what and why, never the body: it may hold a reset link.
      for (const mail of await listQueuedMail(database.db, { dead: Boolean(values.dead), limit })) {
        const when = mail.status === 'dead' ? `dead since ${mail.updated_at}` : `${mail.status}, next attempt ${mail.next_attempt_at}`;
        print(
          `${mail.id}  ${mail.kind}  to ${mail.to_address}  "${mail.subject}"\n  queued ${mail.created_at}; ${mail.attempts} attempts; ${when}${mail.last_error ? `\n  last error: ${mail.last_error}` : ''}`,
        );
      }
    }
    if (command === 'staff') {
      const now = () => new Date();
      const deps: EnrolmentLinkDeps = {
        db: database.db,
        now,
        mailQueue: storingQueue(database.db, now),
        mail: { emails: mailTemplates({ brand: config.brand, siteUrl: config.siteUrl }), siteUrl: config.siteUrl },
      };
      if (extra[0] === 'rotate-totp-key') {
        const { sealed, total } = await rotateTotpSecrets(database.db, createSecretBox(config.staff.totpKeys));
        print(`TOTP secrets: ${sealed} of ${total} sealed again under the current TOTP_ENCRYPTION_KEY; TOTP_ENCRYPTION_KEY_PREVIOUS can now be removed.`);
      } else {
        const role = values.admin ? 'admin' : values.contributor ? 'contributor' : 'staff';
        await staffCommand(deps, extra, role, print, { addressChecked: values['address-checked'] === true });
      }
    }
    if (newsletter) {
      const { id, queued } = await sendNewsletterNow(database.db, { ...newsletter, html: await readFile(newsletter.html, 'utf8') }, new Date());
      print(
        `Newsletter ${id}: ${queued} ${queued === 1 ? 'copy' : 'copies'} queued to the ${newsletter.list} list's confirmed addresses; the API's mail workers deliver them.`,
      );
    }
    if (command === 'backup') {
      const { tables, bytes } = await backupDatabase(database, config.database, values.out!);
      print(`Backup of the ${database.dialect} database (${tables} tables, ${bytes} bytes) written to ${path.resolve(values.out!)}.`);
    }
    if (command === 'export') {
      const outDir = path.resolve(values.out!);
      const written = await exportAll(database.db, outDir);
      print(`Exported to ${outDir}: ${written.map((w) => `${w.file} (${w.rows} ${w.rows === 1 ? 'row' : 'rows'})`).join(', ')}`);
    }
  } finally {
    await database.db.destroy();
  }
}
