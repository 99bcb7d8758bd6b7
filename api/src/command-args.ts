import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mailingLists, staffNewsletterInputSchema, type MailingList } from '@tenants/shared/model';
import { releaseUsage } from './modules/releases/releases.cli';

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

// Every flag any command takes; strict, so parseArgs refuses an unknown one with its own message.
const parse = (args: string[]) =>
  parseArgs({
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

export type CommandValues = ReturnType<typeof parse>['values'];

export interface CommandArgs {
  command: string;
  /** The positionals after the command (`staff add EMAIL`: add, EMAIL). */
  extra: string[];
  values: CommandValues;
  limit: number;
  newsletter?: { subject: string; html: string; list: MailingList };
}

/**
 * The command line, parsed and checked before any database is opened (commands.ts runs it), so a mistake
 * answers with a clear message and the usage, and never a half-done command.
 */
export function commandArgs(args: string[]): CommandArgs {
  const { positionals, values } = parse(args);
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

  return { command, extra, values, limit, newsletter };
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
