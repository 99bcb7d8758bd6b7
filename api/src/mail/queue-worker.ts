import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MailQueueConfig } from './mail.config';
import type { DatabaseDialect } from '../db/database';
import type { Database, MailKind, QueuedMail } from '../db/tables';
import { reasonOf } from './delivery-failure';
import { mailDelivery, type DeliveryHooks } from './mail-delivery';
import type { Mail } from './mailer';
import { pollTimer } from './poll-timer';
import { claimDueMail, deadLetterRetentionMs, emptyOldDeadLetters, queueDepth, queueMail, releaseClaim, renewClaim, type QueueDepth } from './queue.repository';

export type { DeliveryHooks } from './mail-delivery';

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
  /**
   * A graceful shutdown: claims nothing more, finishes the messages the SMTP server is already taking, and
   * hands back the claimed ones not started (another instance sends them at once, not after the claim).
   */
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

/** How long a request waits for its own mail after the commit. */
export const inlineWaitMs = 2000;
/**
 * Mails claimed at once: enough to keep the SMTP pool busy. Each is recorded as the server accepts it, so
 * the batch's size bounds only what a crashed worker leaves waiting for its claim to run out, never what is
 * sent twice (at most the messages under way at the crash).
 */
const batch = 100;
/** An idle queue is looked at every MAIL_QUEUE_POLL_MS at first, then at most this many times less often. */
export const idleBackOff = 2;
const deadLetterSweepMs = 60 * 60 * 1000;

/**
 * The mail queue in front of SMTP or the outbox: mail is written with the row it reports, then delivered
 * by whichever API instance claims it first, with retries and exponential back-off while the mail server
 * is away, and dead after the last attempt (logged, listed by the CLI). A claimed mail belongs to one
 * worker, so two instances never both send it (queue.repository.ts's claim).
 */
export function createMailQueue({ db, dialect, send, config, log, now }: MailQueueDeps): MailQueue {
  const inFlight = new Set<Promise<unknown>>();
  let pollFailing = false;
  /** Set by stop(): nothing more is claimed or started. */
  let stopping = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** A claim: its mails and its end, which names it (queue.repository.ts's renewClaim and releaseClaim). */
  interface Claimed {
    mails: QueuedMail[];
    until: Date;
  }
  const claim = async (ids?: string[]): Promise<Claimed> => {
    const at = now();
    const until = new Date(at.getTime() + config.claimMs);
    if (stopping) return { mails: [], until };
    return { mails: await claimDueMail(db, { dialect, now: at, lockedUntil: until, limit: ids?.length ?? batch, ids }), until };
  };

  const hooks = new Map<MailKind, DeliveryHooks>();
  const bounceListeners: Array<(address: string) => Promise<void>> = [];

  const { deliver, settle } = mailDelivery({ db, send, config, log, now, hooks, bounceListeners, retryAt: (at) => poll.wake(at.getTime()) });

  async function deliverAll({ mails, until }: Claimed) {
    // A few at a time (the SMTP pool's size): a mail server that is away fails each quickly, one that is
    // slow is not flooded, and a newsletter's copies keep every pooled connection busy. Each is recorded as
    // it is settled; the ones not yet started are held by a claim renewed while the batch lasts (a slow
    // server must not let the claim run out under a live worker), and handed back if this worker stops.
    let held = until;
    const waiting = new Set(mails.map((mail) => mail.id));
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(
      () => {
        renewing = renewing.then(async () => {
          const at = now();
          const next = new Date(at.getTime() + config.claimMs);
          try {
            await renewClaim(db, [...waiting], { heldUntil: held, lockedUntil: next, at });
            held = next;
          } catch (error) {
            log.warn({ reason: reasonOf(error) }, 'mail queue: cannot renew the claim on the mail being sent');
          }
        });
      },
      Math.max(250, Math.floor(config.claimMs / 3)),
    );
    renewal.unref();

    const outcomes = new Array<Awaited<ReturnType<typeof deliver>> | 'released'>(mails.length).fill('released');
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < mails.length && !stopping; i = next++) {
        const mail = mails[i];
        // The claim's row until settled: a renewal under way must still find it (or leave it to the next).
        const outcome = await deliver(mail).catch(() => 'failed' as const);
        if (outcome !== 'failed') await settle(mail, outcome);
        waiting.delete(mail.id);
        outcomes[i] = outcome;
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(config.concurrency, mails.length) }, lane));
    } finally {
      clearInterval(renewal);
      await renewing;
    }
    if (waiting.size) {
      const at = now();
      const released = await releaseClaim(db, [...waiting], { heldUntil: held, at }).catch((error: unknown) => {
        log.warn({ reason: reasonOf(error) }, 'mail queue: cannot hand back the mail not started; it waits out its claim');
        return 0;
      });
      log.info({ mail: { released } }, 'mail queue: stopping; mail not started is handed back for another instance');
    }
    const delivered = outcomes.filter((outcome) => outcome === 'sent').length;
    const failed = outcomes.filter((outcome) => outcome !== 'sent' && outcome !== 'released').length;
    return { delivered, failed };
  }

  async function runDue() {
    const total = { delivered: 0, failed: 0 };
    while (!stopping) {
      const claimed = await claim();
      const { delivered, failed } = await track(deliverAll(claimed));
      total.delivered += delivered;
      total.failed += failed;
      if (claimed.mails.length < batch) break;
    }
    return total;
  }

  /** Dead letters' contents are emptied after their retention: an hourly look is soon enough. */
  let lastEmptied = 0;
  /** One look for due mail (the poll's): whether it found any, so an idle queue is looked at less often. */
  async function look(): Promise<boolean> {
    try {
      const { delivered, failed } = await runDue();
      if (Date.now() - lastEmptied > deadLetterSweepMs) {
        await emptyOldDeadLetters(db, new Date(now().getTime() - deadLetterRetentionMs));
        lastEmptied = Date.now();
      }
      if (pollFailing) log.info('mail queue: the database answers again');
      pollFailing = false;
      return delivered + failed > 0;
    } catch (error) {
      // The database is away: the mail is safe in it, the next look tries again. One line per outage.
      if (!pollFailing) log.warn({ reason: reasonOf(error) }, 'mail queue: cannot read the queue; trying again');
      pollFailing = true;
      throw error;
    }
  }
  const poll = pollTimer({ baseMs: config.pollMs, maxMs: config.pollMs * idleBackOff, look: () => track(look()) });

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
      // A stopping instance leaves it to the others' workers (it is stored, due at once).
      if (ids.length && !stopping) {
        const attempt = track(claim(ids).then(deliverAll)).catch((error: unknown) => {
          log.warn({ reason: reasonOf(error) }, 'mail queued; delivering it now failed, the worker will');
        });
        await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, inlineWaitMs).unref())]);
      }
      return result;
    },
    runDue,
    depth: () => queueDepth(db),
    start: () => poll.start(),
    async stop() {
      stopping = true;
      poll.stop();
      await Promise.allSettled([...inFlight]);
    },
    handle(kind, kindHooks) {
      hooks.set(kind, kindHooks);
    },
    onHardBounce(listener) {
      bounceListeners.push(listener);
    },
    kick() {
      if (!stopping) poll.wake();
    },
  };
}
