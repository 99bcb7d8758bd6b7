import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/tables';
import { countLiveDrafts, deleteDraft, deleteExpiredDrafts, findDraft, insertDraft, updateDraft } from '../enquiry.repository';

/** The cookie that names a visitor's enquiry answers between steps without JavaScript. */
export const enquiryDraftCookie = 'enquiry-draft';
/** Long enough to look something up mid-enquiry; the answers are a visitor's details, so not longer. */
const draftLifetimeMs = 60 * 60 * 1000;

/**
 * Anonymous drafts are bounded (issue 50: 500 posts in 4 s kept 500 rows): one client address (an IPv4
 * address or an IPv6 /64) starts at most this many an hour, counted in the shared counters so every instance
 * holds it together (a visitor starts one per enquiry; its cookie carries it through the steps)...
 */
export const enquiryDraftsPerAddressPerHour = 10;
/**
 * ...and at most this many are kept at once (about 20 MB at their largest). Past it a new draft is refused
 * with a message rather than the oldest pruned: pruning would let a flood from many addresses silently throw
 * away real visitors' answers mid-enquiry, while a refusal keeps every draft that exists and says so plainly;
 * drafts end within the hour, so the room comes back by itself.
 */
export const enquiryDraftRowCap = 2000;
export const enquiryDraftMessages = {
  addressLimited:
    'You have started a lot of enquiries from this connection in the last hour, so we could not keep your answers. Please wait an hour and try again, or turn on JavaScript to send it in one go.',
  full: 'We are keeping a great many enquiries in progress just now, so we could not keep your answers. Please try again in a few minutes, or turn on JavaScript to send it in one go.',
} as const;

export interface EnquiryDraft {
  answers: Record<string, string>;
  errors: Record<string, string>;
  message: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenOf(request: FastifyRequest): string | undefined {
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${enquiryDraftCookie}=`));
  const token = pair?.slice(enquiryDraftCookie.length + 1);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

const strings = (json: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
};

/**
 * The answers of an enquiry sent step by step without JavaScript, kept between its steps (each step is a post
 * answered by a 303 to the next step's address). The visitor's cookie holds a random token (HttpOnly,
 * SameSite=Lax, an hour); the table holds its hash, so a copy of the table opens no one's draft. Sending the
 * enquiry deletes the draft; an abandoned one is deleted when it expires.
 */
export function enquiryDrafts({ db, secure, now }: { db: Kysely<Database>; secure: boolean; now: () => Date }) {
  const attributes = (maxAge: number) => `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    async read(request: FastifyRequest): Promise<EnquiryDraft | undefined> {
      const token = tokenOf(request);
      const row = token ? await findDraft(db, hashOf(token), now()) : undefined;
      return row && { answers: strings(row.answers), errors: strings(row.errors), message: row.message };
    },

    /**
     * Keeps the draft (a new token when the visitor has none) and renews its hour. A new draft is made only
     * when `admitNew` (the caller's per-address count) lets it and fewer than the cap are kept: otherwise
     * nothing is kept and the refusal's message is answered.
     */
    async save(
      request: FastifyRequest,
      reply: FastifyReply,
      draft: EnquiryDraft,
      admitNew: () => Promise<string | undefined> = async () => undefined,
    ): Promise<string | undefined> {
      const at = now();
      const fields = {
        answers: JSON.stringify(draft.answers),
        errors: JSON.stringify(draft.errors),
        message: draft.message,
        expires_at: new Date(at.getTime() + draftLifetimeMs).toISOString(),
      };
      // Abandoned drafts go as new ones come: no timer needed, and the table stays small.
      await deleteExpiredDrafts(db, at);
      let token = tokenOf(request);
      if (!token || !(await updateDraft(db, hashOf(token), fields))) {
        const refused = (await admitNew()) ?? ((await countLiveDrafts(db, at)) >= enquiryDraftRowCap ? enquiryDraftMessages.full : undefined);
        if (refused) return refused;
        token = randomBytes(32).toString('base64url');
        await insertDraft(db, hashOf(token), fields);
      }
      reply.header('set-cookie', `${enquiryDraftCookie}=${token}; ${attributes(draftLifetimeMs / 1000)}`);
      return undefined;
    },

    /** The messages are shown once: a reload or a Back shows the step as it stands. */
    async shown(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await updateDraft(db, hashOf(token), { errors: '{}', message: '' });
    },

    async remove(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await deleteDraft(db, hashOf(token));
      reply.header('set-cookie', `${enquiryDraftCookie}=; ${attributes(0)}`);
    },
  };
}

export type EnquiryDrafts = ReturnType<typeof enquiryDrafts>;
