import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, MailKind, QueuedMail } from '../db/tables';
import { deadLetterCommand, isHardBounce, reasonOf, retryDelayMs } from './delivery-failure';
import type { MailQueueConfig } from './mail.config';
import type { Mail, MailAttachment } from './mailer';
import { deleteDelivered, recordFailure } from './queue.repository';

/**
 * What a kind of bulk mail adds to delivery (newsletters, modules/newsletters): its copy is rendered when
 * it is sent, dropped unsent when the address left the list since it was queued, counted when delivered.
 */
export interface DeliveryHooks {
  /** The message to send for a queued row; null drops the row unsent. */
  prepare(mail: QueuedMail): Promise<Mail | null>;
  /** A row was delivered: counted in `trx`, the transaction that deletes it. */
  delivered(mails: QueuedMail[], trx: Transaction<Database>): Promise<void>;
  /** This recipient was refused for good (a 5xx to RCPT TO): the row is not tried again. */
  bounced(mail: QueuedMail): Promise<void>;
}

export interface MailDeliveryDeps {
  db: Kysely<Database>;
  send: (mail: Mail) => Promise<void>;
  config: MailQueueConfig;
  log: FastifyBaseLogger;
  now: () => Date;
  hooks: ReadonlyMap<MailKind, DeliveryHooks>;
  bounceListeners: ReadonlyArray<(address: string) => Promise<void>>;
  /** A failed mail is due again at `at`: the worker is woken for it then, whatever its back-off. */
  retryAt: (at: Date) => void;
}

/** What becomes of one claimed mail (queue-worker.ts claims them): sent and recorded, dropped, bounced, or failed and rescheduled. */
export function mailDelivery({ db, send, config, log, now, hooks, bounceListeners, retryAt }: MailDeliveryDeps) {
  /**
   * Records at once what became of a mail, so a crash a moment later resends nothing the SMTP server took:
   * the row goes (with its count, in one transaction) as soon as the message is accepted, dropped or bounced.
   * When even that write fails, the mail waits out its claim and may go twice: logged.
   */
  async function settle(mail: QueuedMail, outcome: 'sent' | 'dropped' | 'bounced') {
    const hook = hooks.get(mail.kind);
    const record = () =>
      outcome === 'sent' && hook
        ? db.transaction().execute(async (trx) => {
            await deleteDelivered(trx, [mail.id]);
            await hook.delivered([mail], trx);
          })
        : deleteDelivered(db, [mail.id]);
    try {
      await record().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await record();
      });
    } catch (error) {
      log.warn({ mail: { id: mail.id, kind: mail.kind, reason: reasonOf(error) } }, 'mail delivered but not recorded; it may be sent again after its claim');
    }
  }

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
            attachments: mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined,
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
        retryAt(next);
        log.warn({ mail: { ...fields, reason, nextAttemptAt: next.toISOString() } }, 'mail not delivered; it will be tried again');
      }
      return 'failed';
    }
    log.debug({ mail: fields }, 'mail delivered from the queue');
    return 'sent';
  }

  return { deliver, settle };
}
