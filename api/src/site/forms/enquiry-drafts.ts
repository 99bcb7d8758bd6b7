import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The cookie that names a visitor's enquiry answers between steps without JavaScript. */
export const enquiryDraftCookie = 'enquiry-draft';
/** Long enough to look something up mid-enquiry; the answers are a visitor's details, so not longer. */
const draftLifetimeMs = 60 * 60 * 1000;

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
      if (!token) return undefined;
      const row = await db
        .selectFrom('enquiry_drafts')
        .selectAll()
        .where('id', '=', hashOf(token))
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row && { answers: strings(row.answers), errors: strings(row.errors), message: row.message };
    },

    /** Keeps the draft (a new token when the visitor has none) and renews its hour. */
    async save(request: FastifyRequest, reply: FastifyReply, draft: EnquiryDraft): Promise<void> {
      const at = now();
      const row = {
        answers: JSON.stringify(draft.answers),
        errors: JSON.stringify(draft.errors),
        message: draft.message,
        expires_at: new Date(at.getTime() + draftLifetimeMs).toISOString(),
      };
      // Abandoned drafts go as new ones come: no timer needed, and the table stays small.
      await db.deleteFrom('enquiry_drafts').where('expires_at', '<=', at.toISOString()).execute();
      const given = tokenOf(request);
      const updated = given ? await db.updateTable('enquiry_drafts').set(row).where('id', '=', hashOf(given)).executeTakeFirst() : undefined;
      let token = given;
      if (!token || !updated?.numUpdatedRows) {
        token = randomBytes(32).toString('base64url');
        await db
          .insertInto('enquiry_drafts')
          .values({ id: hashOf(token), ...row })
          .execute();
      }
      reply.header('set-cookie', `${enquiryDraftCookie}=${token}; ${attributes(draftLifetimeMs / 1000)}`);
    },

    /** The messages are shown once: a reload or a Back shows the step as it stands. */
    async shown(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await db.updateTable('enquiry_drafts').set({ errors: '{}', message: '' }).where('id', '=', hashOf(token)).execute();
    },

    async remove(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await db.deleteFrom('enquiry_drafts').where('id', '=', hashOf(token)).execute();
      reply.header('set-cookie', `${enquiryDraftCookie}=; ${attributes(0)}`);
    },
  };
}

export type EnquiryDrafts = ReturnType<typeof enquiryDrafts>;
