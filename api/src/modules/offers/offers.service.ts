import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { offerMessages, type OfferInput, type PublicOffer, type StaffOffer } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import type { OfferRow } from './offers.tables';

type Db = Kysely<Database>;

/** Today on the UK's calendar (YYYY-MM-DD): an offer is shown to the end of its last day there. */
const ukToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** The published offers not yet expired, soonest to expire first; the code and link only for a member. */
export async function currentOffers(db: Db, now: Date, member: boolean): Promise<PublicOffer[]> {
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('state', '=', 'published')
    .where('expires_on', '>=', ukToday(now))
    .orderBy('expires_on')
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    title: row.title,
    description: row.description,
    expiresOn: row.expires_on,
    code: member ? row.code || null : null,
    link: member ? row.link || null : null,
  }));
}

const toStaffOffer = (row: OfferRow): StaffOffer => ({
  id: row.id,
  provider: row.provider,
  title: row.title,
  description: row.description,
  code: row.code,
  link: row.link,
  expiresOn: row.expires_on,
  state: row.state,
  updatedAt: row.updated_at,
});

export const staffOffers = async (db: Db): Promise<StaffOffer[]> =>
  (await db.selectFrom('offers').selectAll().orderBy('state').orderBy('expires_on', 'desc').execute()).map(toStaffOffer);

async function offerRow(db: Db, id: string): Promise<OfferRow> {
  const row = await db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, offerMessages.notFound);
  return row;
}

const checkExpiry = (input: OfferInput, now: Date) => {
  if (input.expiresOn < ukToday(now)) throw new HttpError(400, offerMessages.expiryInvalid);
};

/** A new offer, as a draft. */
export async function createOffer(deps: { db: Db; now: () => Date }, actor: Actor, input: OfferInput): Promise<StaffOffer> {
  checkExpiry(input, deps.now());
  const id = randomUUID();
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await trx
      .insertInto('offers')
      .values({
        id,
        provider: input.provider,
        title: input.title,
        description: input.description,
        code: input.code,
        link: input.link,
        expires_on: input.expiresOn,
        state: 'draft',
        created_at: at,
        updated_at: at,
        updated_by: actor.id,
      })
      .execute();
    return { result: undefined, audit: [{ action: 'offer.create', targetType: 'offer', targetId: id }] };
  });
  return toStaffOffer(await offerRow(deps.db, id));
}

export async function saveOffer(deps: { db: Db; now: () => Date }, actor: Actor, id: string, input: OfferInput): Promise<StaffOffer> {
  checkExpiry(input, deps.now());
  await audited(deps, actor, async (trx) => {
    await offerRow(trx, id);
    await trx
      .updateTable('offers')
      .set({
        provider: input.provider,
        title: input.title,
        description: input.description,
        code: input.code,
        link: input.link,
        expires_on: input.expiresOn,
        updated_at: deps.now().toISOString(),
        updated_by: actor.id,
      })
      .where('id', '=', id)
      .execute();
    return { result: undefined, audit: [{ action: 'offer.update', targetType: 'offer', targetId: id }] };
  });
  return toStaffOffer(await offerRow(deps.db, id));
}

/** Publishes an offer, or withdraws it from members and visitors. */
export async function setOfferState(deps: { db: Db; now: () => Date }, actor: Actor, id: string, state: 'published' | 'withdrawn'): Promise<StaffOffer> {
  await audited(deps, actor, async (trx) => {
    await offerRow(trx, id);
    await trx.updateTable('offers').set({ state, updated_at: deps.now().toISOString(), updated_by: actor.id }).where('id', '=', id).execute();
    return { result: undefined, audit: [{ action: state === 'published' ? 'offer.publish' : 'offer.withdraw', targetType: 'offer', targetId: id }] };
  });
  return toStaffOffer(await offerRow(deps.db, id));
}
