import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mailingLists, staffNewsletterInputSchema, type MailingList, type StaffRole } from '@tenants/shared/model';
import { loadConfig } from './config';
import { sendNewsletterNow } from './modules/newsletters/newsletters.cli';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { backupDatabase, restoreDatabase, tableNames } from './db/backup';
import { seed } from './db/seed';
import { exportAll } from './export';
import { HttpError } from './http-errors';
import { importArticles } from './modules/articles/import';
import { readPagesFrom, writePagesTo } from './modules/pages/pages.cli';
import { enrolmentLinkFor, grantRole, resetSecondFactor, revokeRole, rotateTotpSecrets, staffList, type EnrolmentLinkDeps } from './modules/staff';
import type { SecurityLog } from './modules/account/security-events';
import { listOutboxMessages, purgeOutbox } from './mail/outbox.repository';
import { listQueuedMail, queueDepth, retryDead } from './mail/queue.repository';
import { storingQueue } from './mail/queue-worker';
import { mailTemplates } from './mail/templates';
import { createSecretBox } from './security/secret-box';
import { releaseUsage, runReleaseCommand } from './modules/releases/releases.cli';

export const usage = `Usage: node dist/cli.js <command>
  migrate           apply pending migrations
  seed              migrate, then add the seed content (idempotent)
  export --out DIR  migrate, then write the staff CSV files (subscribers...) into DIR
  import-articles [--dir DIR]
                    migrate, then add or update the articles of api/content/articles (or DIR) by alias
  pages export --out DIR
                    migrate, then write every published page (DIR/pages/<address>.json) and the site
                    settings (DIR/site-settings.json), the format of api/content
  pages import --dir DIR
                    migrate, then publish the pages and settings of DIR (as export writes them): a page
                    at an address already there is replaced; every file is checked before any is stored
  outbox [--to EMAIL] [--limit N]
                    print the newest mail kept in the outbox (no SMTP_URL), with its text and links
  mail-queue [--dead] [--retry] [--limit N]
                    mail waiting to be delivered and why (--dead: the mail given up after its last
                    attempt; --retry: queue the dead mail again once the mail server is fixed)
  staff add EMAIL [--admin | --contributor]
                    give an existing account the staff role (--admin: the admin role; --contributor:
                    writes news drafts only); with invitations from an admin, the only way anyone
                    becomes staff (docs/product/staff.md)
  staff remove EMAIL
                    take the staff or admin role away (the account stays, as a member)
  staff list        everyone with a contributor, staff or admin role
  newsletter send --subject TEXT --html FILE [--list newsletter|broadcast]
                    write a newsletter from an HTML file (sanitised) and queue it now to the list's
                    confirmed addresses (default: newsletter); the running API's workers deliver it
  staff reset-2fa EMAIL [--address-checked]
                    remove the account's second factors (authenticator app, passkeys, recovery codes)
                    and end its sessions; mails them a new enrolment link and prints it. An address
                    changed since the role was given is refused unless you checked it with the person
                    (--address-checked: it becomes the one links go to; the old one is told too)
  backup --out FILE
                    migrate, then write a backup of the whole database to FILE while the API runs
                    (SQLite: its online backup; PostgreSQL: pg_dump of DATABASE_SCHEMA, custom format)
  restore --from FILE [--force]
                    restore such a backup into the configured database, with the API stopped: into an
                    empty one, or over the current one with --force (docs/backups.md)
  staff rotate-totp-key
                    seal every TOTP secret again under TOTP_ENCRYPTION_KEY (with the old key in
                    TOTP_ENCRYPTION_KEY_PREVIOUS); docs/product/staff.md "Key rotation"
${releaseUsage}`;

type Env = Record<string, string | undefined>;

/**
 * The staff commands behind `node dist/cli.js` (cli.ts is the process wrapper). Every command migrates
 * first, so it works on a fresh database and never reads a half-migrated one.
 */
export async function runCommand(
  args: string[],
  { env = process.env, print = console.log }: { env?: Env; print?: (line: string) => void } = {},
): Promise<void> {
  // The release commands have flags of their own (releases.cli.ts).
  if (args[0] === 'release') return runReleaseCommand(args.slice(1), loadConfig(env), print);
  const { positionals, values } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      dir: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      dead: { type: 'boolean' },
      retry: { type: 'boolean' },
      admin: { type: 'boolean' },
      contributor: { type: 'boolean' },
      subject: { type: 'string' },
      html: { type: 'string' },
      list: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      'address-checked': { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, ...extra] = positionals;
  if (
    !command ||
    !['migrate', 'seed', 'export', 'import-articles', 'pages', 'outbox', 'mail-queue', 'staff', 'newsletter', 'backup', 'restore'].includes(command)
  )
    throw new Error(usage);
  const newsletter = command === 'newsletter' ? newsletterArgs(extra, values) : undefined;
  if (command === 'newsletter') {
    // Checked in newsletterArgs.
  } else if (command === 'staff') {
    const [action, email, ...more] = extra;
    const wants = action === 'list' || action === 'rotate-totp-key' ? 0 : 1;
    if (!['add', 'remove', 'list', 'reset-2fa', 'rotate-totp-key'].includes(action) || more.length || (wants ? !email : email !== undefined))
      throw new Error(usage);
    if ((values.admin || values.contributor) && action !== 'add') throw new Error(`--admin and --contributor go with staff add\n${usage}`);
    if (values.admin && values.contributor) throw new Error(`staff add takes --admin or --contributor, not both\n${usage}`);
    if (values['address-checked'] && action !== 'reset-2fa') throw new Error(`--address-checked goes with staff reset-2fa\n${usage}`);
  } else if (command === 'pages') {
    const [action, ...more] = extra;
    if (!['export', 'import'].includes(action) || more.length) throw new Error(usage);
    if (action === 'export' && !values.out) throw new Error(`pages export needs --out DIR\n${usage}`);
    if (action === 'import' && !values.dir) throw new Error(`pages import needs --dir DIR\n${usage}`);
  } else if (extra.length) throw new Error(usage);
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new Error(`--limit must be a whole number from 1 to 500\n${usage}`);
  if (command === 'export' && !values.out) throw new Error(`export needs --out DIR\n${usage}`);
  if (command === 'backup' && !values.out) throw new Error(`backup needs --out FILE\n${usage}`);
  if (command === 'restore' && !values.from) throw new Error(`restore needs --from FILE\n${usage}`);
  if (values.force && command !== 'restore') throw new Error(`--force goes with restore\n${usage}`);

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

/** `newsletter send`'s arguments, checked before anything is opened: a clear message for each mistake. */
function newsletterArgs(
  [action, ...more]: string[],
  values: { subject?: string; html?: string; list?: string },
): { subject: string; html: string; list: MailingList } {
  if (action !== 'send' || more.length) throw new Error(`newsletter takes one action: send\n${usage}`);
  const list = values.list ?? 'newsletter';
  if (!(mailingLists as readonly string[]).includes(list)) throw new Error(`--list must be newsletter or broadcast (got "${list}")`);
  const input = staffNewsletterInputSchema.safeParse({ subject: values.subject ?? '', html: 'x', list });
  if (!input.success) throw new Error(`newsletter send needs --subject TEXT: ${input.error.issues[0].message}`);
  if (!values.html) throw new Error(`newsletter send needs --html FILE\n${usage}`);
  const file = path.resolve(values.html);
  if (!existsSync(file)) throw new Error(`--html: no such file ${file}`);
  return { subject: input.data.subject, html: file, list: list as MailingList };
}

/** `staff add|remove|list`: roles are granted here only, each change written to the audit log (actor `cli`). */
async function staffCommand(
  deps: EnrolmentLinkDeps,
  [action, email]: string[],
  role: StaffRole,
  print: (line: string) => void,
  reset: { addressChecked: boolean },
): Promise<void> {
  // The link works once, for 24 hours, for that account only: the operator may hand it over in person.
  const printLink = (address: string, url: string) => print(`Enrolment link (single use, 24 hours; also e-mailed to ${address}): ${url}`);
  // Security events as JSON lines on stderr, as the API logs them (the account's id, never its e-mail).
  const events: SecurityLog = (event, fields) => process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), source: 'cli', event, ...fields })}\n`);
  try {
    if (action === 'reset-2fa') {
      const { member, factors, sessionsEnded, enrolmentUrl } = await resetSecondFactor(deps, email, undefined, events, reset);
      print(`${member.email}: ${factors} second-factor records removed and ${sessionsEnded} sessions ended; they set up a new factor with the link below.`);
      printLink(member.email, enrolmentUrl);
    } else if (action === 'add') {
      const member = await grantRole(deps, email, role, undefined, events);
      print(`${member.email} is now ${member.role === 'admin' ? 'an admin' : member.role === 'contributor' ? 'a contributor (news drafts only)' : 'staff'}.`);
      const url = await enrolmentLinkFor(deps, member);
      if (url) printLink(member.email, url);
    } else if (action === 'remove') {
      const { member, changed } = await revokeRole(deps, email, undefined, events);
      print(changed ? `${member.email} is a member again (no staff role).` : `${member.email} had no staff role.`);
    } else {
      const staff = await staffList(deps);
      if (!staff.length) print('Nobody has a staff role yet: node dist/cli.js staff add EMAIL [--admin | --contributor]');
      for (const m of staff)
        print(`${m.role.padEnd(11)}  ${m.email}  ${m.firstname} ${m.lastname}${m.deactivated_at ? `  (deactivated ${m.deactivated_at})` : ''}`);
    }
  } catch (error) {
    // The service's refusals (no such account) are the operator's answer, not a crash.
    if (error instanceof HttpError) throw new Error(error.message);
    throw error;
  }
}
