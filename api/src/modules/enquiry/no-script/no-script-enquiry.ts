import type { FastifyReply, FastifyRequest } from 'fastify';
import { enquiryPath, messages, validateEmailRequestSchema, validatePhoneRequestSchema, type FormResult } from '@tenants/shared/model';
import type { Limits } from '../../../config/types';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { HttpError } from '../../../http-errors';
import { describeWait, forbiddenCharacterMessage, unavailableMessage } from '../../../plugins/error-handler';
import { containsNul } from '../../../plugins/input-guard';
import { rateLimitMessage } from '../../../plugins/rate-limit';
import { clientKey } from '../../../security/client-key';
import type { CounterStore } from '../../../security/counter-store';
import { submitEnquiry, type EnquiryDeps } from '../enquiry.service';
import { enquiryDraftMessages, enquiryDraftsPerAddressPerHour, type EnquiryDraft, type EnquiryDrafts } from './enquiry-drafts';
import { enquiryStep, openedStep, type EnquiryStepCalls } from './enquiry-steps';

export interface NoScriptEnquiryDeps {
  enquiry: EnquiryDeps;
  drafts: EnquiryDrafts;
  /** The app's shared counters (Redis, else the database): every instance counts an address together. */
  counters: CounterStore;
  /** RATE_LIMIT_ENQUIRY and RATE_LIMIT_VALIDATE, the API routes' own numbers. */
  limits: Pick<Limits, 'enquiry' | 'validate'>;
}

/** Where a posted step leaves the visitor: sent, or at a step with its draft (or the reason it was not kept). */
export type StepAnswer = { sent: true } | { sent: false; step: number; draft: EnquiryDraft; refused?: string };

export interface NoScriptEnquiry {
  /** One step posted without JavaScript; the draft's cookie is set on `reply`, the rest is the caller's. */
  post(request: FastifyRequest, reply: FastifyReply, posted: Record<string, string>): Promise<StepAnswer>;
  /** The step a visit to `/enquiry?step=N` draws from the visitor's draft (its messages shown once); none without one. */
  stepResult(request: FastifyRequest): Promise<FormResult | undefined>;
}

const minuteMs = 60 * 1000;

/**
 * The enquiry sent step by step without JavaScript (docs/decisions/0010), as a part of its module: the steps,
 * the drafts between them, and the module's own services. The API's routes held this path to their limits when
 * it went through them in process; it calls the services now, so it counts the same per-address limits itself,
 * with the same numbers and words: a send as the enquiry route's (RATE_LIMIT_ENQUIRY a minute), each e-mail or
 * phone check as the check routes' (RATE_LIMIT_VALIDATE a minute, each check its own count), new drafts
 * (10 an hour); and a NUL character is refused as the input guard refuses it.
 */
export function noScriptEnquiry({ enquiry, drafts, counters, limits }: NoScriptEnquiryDeps): NoScriptEnquiry {
  /** One more for this address; the count when it is over `max`. */
  const over = async (name: string, ip: string, max: number, windowMs = minuteMs) => {
    const count = await counters.hit(`no-script-${name}:${clientKey(ip)}`, windowMs);
    return count.count > max ? count : undefined;
  };

  /**
   * An e-mail or phone check, judged as the browser judges the check route's answer: only an "Invalid" refuses.
   * Past the limit, or for a value the route would refuse with a 400, or when the check fails, it lets the
   * value through (the enquiry's service checks it again when it is sent).
   */
  const refusedBy = async (name: string, ip: string, acceptable: boolean, check: () => Promise<string>) => {
    if ((await over(name, ip, limits.validate)) || !acceptable) return false;
    return check().then(
      (verdict) => verdict === 'Invalid',
      () => false,
    );
  };

  const callsFor = (request: FastifyRequest): EnquiryStepCalls => ({
    emailRefused: (email) =>
      refusedBy('validate-email', request.ip, validateEmailRequestSchema.safeParse({ email }).success && !containsNul(email), () =>
        enquiry.validation.email(email),
      ),
    phoneRefused: (digits) =>
      refusedBy('validate-phone', request.ip, validatePhoneRequestSchema.safeParse({ telephoneNumber: digits }).success && !containsNul(digits), () =>
        enquiry.validation.phone(digits),
      ),
    async send(details) {
      const limited = await over('enquiry', request.ip, limits.enquiry);
      if (limited) return rateLimitMessage(describeWait(limited.resetInMs));
      if (containsNul(details)) return forbiddenCharacterMessage;
      try {
        await submitEnquiry(enquiry, details, enquiryPath);
        return undefined;
      } catch (error) {
        // The words the route's error handler would have answered with, on the page instead of in JSON.
        if (error instanceof HttpError) return error.message;
        if (isDatabaseUnavailable(error)) return unavailableMessage;
        request.log.error({ err: error }, 'unexpected error sending an enquiry without JavaScript');
        return messages.generic;
      }
    },
  });

  return {
    async post(request, reply, posted) {
      const kept = await drafts.read(request);
      const outcome = await enquiryStep(posted, kept?.answers ?? {}, callsFor(request));
      if (outcome.sent) {
        await drafts.remove(request, reply);
        return outcome;
      }
      // A new draft counts against the visitor's address (an IPv6 /64 as one); one already started goes on.
      const admitNew = async () =>
        (await over('enquiry-drafts', request.ip, enquiryDraftsPerAddressPerHour, 60 * minuteMs)) ? enquiryDraftMessages.addressLimited : undefined;
      const refused = await drafts.save(request, reply, outcome.draft, admitNew);
      return { ...outcome, refused };
    },

    async stepResult(request) {
      const draft = await drafts.read(request);
      if (!draft) return undefined;
      if (draft.message || Object.keys(draft.errors).length) await drafts.shown(request);
      const step = openedStep((request.query as Record<string, string | undefined>).step, draft.answers);
      return { form: 'enquiry', ok: false, message: draft.message, values: { ...draft.answers, step: String(step) }, errors: draft.errors };
    },
  };
}
