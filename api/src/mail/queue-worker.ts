import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MailQueueConfig } from './mail.config';
import type { DatabaseDialect } from '../db/database';
import type { Database, MailKind, QueuedMail } from '../db/tables';
import { deadLetterCommand, isHardBounce, reasonOf, retryDelayMs } from './delivery-failure';
import type { Mail } from './mailer';
import {
  claimDueMail,
  deadLetterRetentionMs,
  deleteDelivered,
  emptyOldDeadLetters,
  queueDepth,
  queueMail,
  recordFailure,
  type QueueDepth,
} from './queue.repository';

/**
 * What a kind of bulk mail adds to delivery (newsletters, modules/newsletters): its copy is rendered when
 * it is sent, dropped unsent when the address left the list since it was queued, counted when delivered.
 */
export interface DeliveryHooks {
  /** The message to send for a queued row; null drops the row unsent. */
  prepare(mail: QueuedMail): Promise<Mail | null>;
  /** After a group of delivered rows is deleted. */
  delivered(mails: QueuedMail[]): Promise<void>;
  /** This recipient was refused for good (a 5xx to RCPT TO): the row is not tried again. */
  bounced(mail: QueuedMail): Promise<void>;
}

/** Newsletter copies are queued in bulk by the newsletters module, in its own chunked transactions. */
export { queueNewsletterCopies, type NewsletterCopy } from './queue.repository';

/**
 * A queue that only stores (the CLI: no workers of its own): the mail is written with the caller's change
 * and the running API's workers deliver it.
 */
export const storingQueue = (db: Kysely<Database>, now: () => Date): Pick<MailQueue, 'transaction'> => ({
  transaction: (work) => db.transaction().execute((trx) => work(trx, (kind, mail) => queueMail(trx, { ...mail, id: randomUUID(), kind }, now()))),
});

/** Queues one mail inside the caller's transaction. */
export type QueueMail = (kind: MailKind, mail: Mail) => Promise<void>;

export interface MailQueue {
  /**
   * Runs `work` in one transaction with the mail it queues, so the row and its mail are stored together or
   * not at all; after the commit the mail is tried at once (the visitor's reset link should not wait for
   * the next poll), for at most a moment: what is not delivered by then goes on in the background, and a
   * failure is left to the worker's retries.
   */
  transaction<T>(work: (trx: Transaction<Database>, queue: QueueMail) => Promise<T>): Promise<T>;
  /** One pass over the mail that is due (the worker's tick): how many were delivered and how many failed. */
  runDue(): Promise<{ delivered: number; failed: number }>;
  depth(): Promise<QueueDepth>;
  /** Starts polling for due mail (retries, and mail another instance queued but could not deliver). */
  start(): void;
  /** Stops polling and waits for the deliveries under way (a graceful shutdown). */
  stop(): Promise<void>;
  /** Rendering, skipping and counting for a kind of bulk mail (set once, at start). */
  handle(kind: MailKind, hooks: DeliveryHooks): void;
  /** Called with the address of every hard bounce, whatever the mail (the lists mark it bounced). */
  onHardBounce(listener: (address: string) => Promise<void>): void;
  /** Looks for due mail now rather than at the next poll (a newsletter was just queued). */
  kick(): void;
}

export interface MailQueueDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  send: (mail: Mail) => Promise<void>;
  config: MailQueueConfig;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A worker's claim on a mail: longer than one SMTP attempt can take (mailer.ts's timeouts add up to 50 s). */
export const claimMs = 2 * 60 * 1000;
/** How long a request waits for its own mail after the commit. */
export const inlineWaitMs = 2000;
/** Mails claimed at once: enough for the deliveries under way at once to keep the SMTP pool busy. */
const batch = 100;

/**
 * The mail queue in front of SMTP or the outbox: mail is written with the row it reports, then delivered
 * by whichever API instance claims it first, with retries and exponential back-off while the mail server
 * is away, and dead after the last attempt (logged, listed by the CLI). A claimed mail belongs to one
 * worker, so two instances never both send it (queue.repository.ts's claim).
 */
export function createMailQueue({ db, dialect, send, config, log, now }: MailQueueDeps): MailQueue {
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pollFailing = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  const claim = (ids?: string[]) => {
    const at = now();
    return claimDueMail(db, { dialect, now: at, lockedUntil: new Date(at.getTime() + claimMs), limit: ids?.length ?? batch, ids });
  };

  const hooks = new Map<MailKind, DeliveryHooks>();
  const bounceListeners: Array<(address: string) => Promise<void>> = [];

  /** 'sent', 'dropped' (its hooks said not to send it), 'bounced' (refused for good) or 'failed' (to be tried again). */
  async function deliver(mail: QueuedMail): Promise<'sent' | 'dropped' | 'bounced' | 'failed'> {
    // The mail's id and kind name it in the logs; its address and subject would name a person.
    const fields = { id: mail.id, kind: mail.kind, attempt: mail.attempts };
    const hook = hooks.get(mail.kind);
    try {
      const message = hook
        ? await hook.prepare(mail)
        : {
            to: mail.to_address,
            replyTo: mail.reply_to ?? undefined,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            about: mail.about ?? undefined,
          };
      if (!message) return 'dropped';
      await send({ ...message, kind: mail.kind });
    } catch (error) {
      const reason = reasonOf(error);
      const at = now();
      if (isHardBounce(error)) {
        for (const listener of bounceListeners) await listener(mail.to_address);
        if (hook) {
          await hook.bounced(mail);
          log.info({ mail: { ...fields, reason } }, 'mail refused for good (hard bounce): the address gets no more newsletters');
          return 'bounced';
        }
      }
      if (mail.attempts >= config.maxAttempts) {
        await recordFailure(db, mail.id, { error: reason, at });
        log.error({ mail: { ...fields, reason } }, `mail undeliverable after ${mail.attempts} attempts (a dead letter); list them with: ${deadLetterCommand}`);
      } else {
        const next = new Date(at.getTime() + retryDelayMs(mail.attempts, config.retryBaseMs));
        await recordFailure(db, mail.id, { error: reason, next, at });
        log.warn({ mail: { ...fields, reason, nextAttemptAt: next.toISOString() } }, 'mail not delivered; it will be tried again');
      }
      return 'failed';
    }
    log.debug({ mail: fields }, 'mail delivered from the queue');
    return 'sent';
  }

  async function deliverAll(mails: QueuedMail[]) {
    // A few at a time (the SMTP pool's size): a mail server that is away fails each quickly, one that is
    // slow is not flooded, and a newsletter's copies keep every pooled connection busy. The claimed batch's
    // delivered rows go in one DELETE, and their counts in one UPDATE, at its end: a newsletter's thousands
    // of copies cost a few writes a hundred, not two each (a worker that dies mid-batch lets its copies go
    // again after the claim: at least once, as ever).
    const outcomes = new Array<Awaited<ReturnType<typeof deliver>>>(mails.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < mails.length; i = next++) outcomes[i] = await deliver(mails[i]).catch(() => 'failed' as const);
    };
    await Promise.all(Array.from({ length: Math.min(config.concurrency, mails.length) }, lane));
    await deleteDelivered(
      db,
      mails.filter((_, n) => outcomes[n] !== 'failed').map((mail) => mail.id),
    );
    const sent = mails.filter((_, n) => outcomes[n] === 'sent');
    for (const [kind, hook] of hooks) {
      const ofKind = sent.filter((mail) => mail.kind === kind);
      if (ofKind.length) await hook.delivered(ofKind);
    }
    return { delivered: sent.length, failed: mails.length - sent.length };
  }

  async function runDue() {
    const total = { delivered: 0, failed: 0 };
    for (;;) {
      const mails = await claim();
      const { delivered, failed } = await track(deliverAll(mails));
      total.delivered += delivered;
      total.failed += failed;
      if (mails.length < batch) return total;
    }
  }

  async function tick() {
    if (running) return;
    running = true;
    try {
      await runDue();
      await emptyOldDeadLetters(db, new Date(now().getTime() - deadLetterRetentionMs));
      if (pollFailing) log.info('mail queue: the database answers again');
      pollFailing = false;
    } catch (error) {
      // The database is away: the mail is safe in it, the next tick tries again. One line per outage.
      if (!pollFailing) log.warn({ reason: reasonOf(error) }, 'mail queue: cannot read the queue; trying again');
      pollFailing = true;
    } finally {
      running = false;
    }
  }

  return {
    async transaction(work) {
      const ids: string[] = [];
      const result = await db.transaction().execute((trx) =>
        work(trx, async (kind, mail) => {
          const id = randomUUID();
          await queueMail(trx, { ...mail, id, kind }, now());
          ids.push(id);
        }),
      );
      if (ids.length) {
        const attempt = track(claim(ids).then(deliverAll)).catch((error: unknown) => {
          log.warn({ reason: reasonOf(error) }, 'mail queued; delivering it now failed, the worker will');
        });
        await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, inlineWaitMs).unref())]);
      }
      return result;
    },
    runDue,
    depth: () => queueDepth(db),
    start() {
      if (timer) return;
      const loop = () => {
        timer = setTimeout(() => void track(tick()).finally(() => timer && loop()), config.pollMs);
        timer.unref();
      };
      loop();
      void track(tick());
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
    handle(kind, kindHooks) {
      hooks.set(kind, kindHooks);
    },
    onHardBounce(listener) {
      bounceListeners.push(listener);
    },
    kick() {
      if (timer) void track(tick());
    },
  };
}
