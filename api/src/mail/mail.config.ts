import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CoreConfig } from '../config/core';
import { blank, email, flag, integer, isProduction, url, type Env } from '../config/parse';

export interface MailConfig {
  /** SMTP server (smtp:// or smtps://, credentials in the URL); none = the local outbox. */
  smtpUrl?: string;
  from: string;
  /** Where enquiry notifications go. */
  staffEmail: string;
  /** The public site's origin, for links in e-mails (the reset-password link). */
  siteUrl: string;
  /**
   * The outbox viewer (/api/dev/outbox): off unless MAIL_OUTBOX_VIEWER=1 (the dev and test sites), never
   * with SMTP or in production, and even then it answers only this machine (its mail holds reset links).
   */
  outboxViewer: boolean;
  /** Outbox rows older than this are deleted: at least a reset link's life, so no live link is lost. */
  outboxRetentionMs: number;
  /** The queue in front of SMTP or the outbox (mail/queue-worker.ts). */
  queue: MailQueueConfig;
  /** Pooled SMTP connections kept open to the server (SMTP_MAX_CONNECTIONS): a newsletter goes out over these. */
  maxConnections: number;
  /** DKIM signing of every message (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE); none unset. */
  dkim?: DkimConfig;
  /**
   * The unsubscribe links' HMAC key (UNSUBSCRIBE_SECRET). Unset, the instances share one made once and kept in
   * the database (`server_secrets`): the links never expire, so the key must outlive any process.
   */
  unsubscribeSecret?: string;
  /** The `mailto:` of the List-Unsubscribe header (UNSUBSCRIBE_MAILTO; the brand's e-mail, which a person reads). */
  unsubscribeMailto: string;
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM; never logged or shown in an error. */
  privateKey: string;
}

/** How the mail queue retries: attempt n waits retryBaseMs × 2^(n-1) (at most an hour) after attempt n-1. */
export interface MailQueueConfig {
  /** After this many failed attempts a mail is dead: kept for operators, logged, no longer tried. */
  maxAttempts: number;
  retryBaseMs: number;
  /** How often a worker looks for due mail (mail queued by another instance or the CLI), up to twice as long while it finds none. */
  pollMs: number;
  /** Deliveries under way at once per instance: the SMTP pool's size (SMTP_MAX_CONNECTIONS). */
  concurrency: number;
  /**
   * A worker's claim on the mail it took (MAIL_CLAIM_MS): renewed while it sends, so it only runs out when
   * the worker is gone (a crash), after which another instance sends what the crashed one had not.
   */
  claimMs: number;
}

/**
 * DKIM: all three of domain, selector and key, or none. The key (PEM, inline with \\n or from a file) must be
 * a private key Node can read; the messages never repeat it.
 */
function dkim(env: Env): DkimConfig | undefined {
  const names = ['DKIM_DOMAIN', 'DKIM_SELECTOR'] as const;
  const keyGiven = !blank(env.DKIM_PRIVATE_KEY) || !blank(env.DKIM_PRIVATE_KEY_FILE);
  const given = names.filter((name) => !blank(env[name]));
  if (!given.length && !keyGiven) return undefined;
  if (given.length < names.length || !keyGiven) {
    throw new Error('DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together; set all three or none');
  }
  if (!blank(env.DKIM_PRIVATE_KEY) && !blank(env.DKIM_PRIVATE_KEY_FILE)) throw new Error('Set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both');
  let privateKey: string;
  if (!blank(env.DKIM_PRIVATE_KEY_FILE)) {
    try {
      privateKey = readFileSync(env.DKIM_PRIVATE_KEY_FILE!.trim(), 'utf8');
    } catch {
      throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read (${env.DKIM_PRIVATE_KEY_FILE!.trim()})`);
    }
  } else privateKey = env.DKIM_PRIVATE_KEY!.trim().replace(/\\n/g, '\n');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error('DKIM private key is not a PEM private key (DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE)');
  }
  const domainName = env.DKIM_DOMAIN!.trim().toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName))
    throw new Error(`DKIM_DOMAIN must be a domain name (got "${env.DKIM_DOMAIN}")`);
  const keySelector = env.DKIM_SELECTOR!.trim();
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62})$/.test(keySelector))
    throw new Error(`DKIM_SELECTOR must be a DNS label such as mail2026 (got "${env.DKIM_SELECTOR}")`);
  return { domainName, keySelector, privateKey };
}

function unsubscribeSecret(env: Env): string | undefined {
  const raw = env.UNSUBSCRIBE_SECRET;
  if (blank(raw)) return undefined;
  if (raw!.trim().length < 32) throw new Error('UNSUBSCRIBE_SECRET must be at least 32 characters');
  return raw!.trim();
}

/** SMTP or the outbox, the queue in front of them, DKIM and the unsubscribe links. */
export function loadMailConfig(env: Env, { brand, siteUrl }: CoreConfig): MailConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  // In production the outbox would quietly keep every reset link and receipt instead of sending it.
  if (!smtpUrl && isProduction(env) && !flag(env.MAIL_OUTBOX, false)) {
    throw new Error(
      'SMTP_URL must be set with NODE_ENV=production (mail would sit in the local outbox, reset links unsent); MAIL_OUTBOX=1 keeps the outbox on purpose',
    );
  }
  const maxConnections = integer(env, 'SMTP_MAX_CONNECTIONS', 5, 1, 100);
  const dkimConfig = dkim(env);
  const unsubscribeKey = unsubscribeSecret(env);
  return {
    smtpUrl,
    from: blank(env.MAIL_FROM) ? `"${brand.product}" <${brand.email}>` : env.MAIL_FROM!.trim(),
    staffEmail: email(env, 'STAFF_EMAIL', brand.email),
    siteUrl,
    // The outbox holds reset links: its viewer is opt-in, and never reachable on a production server.
    outboxViewer: !smtpUrl && !isProduction(env) && flag(env.MAIL_OUTBOX_VIEWER, false),
    outboxRetentionMs: integer(env, 'MAIL_OUTBOX_RETENTION_HOURS', 24, 1, 24 * 365) * 60 * 60 * 1000,
    queue: {
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
      retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
      // A look every 30 s, less often while there is nothing (queue-worker.ts): mail queued by this process is
      // sent at once and its retries wake the worker, so the poll is for what other instances and the CLI left.
      pollMs: integer(env, 'MAIL_QUEUE_POLL_MS', 30_000, 10, 600_000),
      concurrency: maxConnections,
      claimMs: integer(env, 'MAIL_CLAIM_MS', 120_000, 1000, 3_600_000),
    },
    maxConnections,
    ...(dkimConfig ? { dkim: dkimConfig } : {}),
    ...(unsubscribeKey ? { unsubscribeSecret: unsubscribeKey } : {}),
    unsubscribeMailto: email(env, 'UNSUBSCRIBE_MAILTO', brand.email),
  };
}
