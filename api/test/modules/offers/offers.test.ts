import {
  offerMessages,
  offersPath,
  offersResponseSchema,
  staffOfferPath,
  staffOfferResponseSchema,
  staffOffersPath,
  staffOffersResponseSchema,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const inDays = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(clock.now().getTime() + n * 24 * 60 * 60 * 1000));

describeEachDatabase(
  'member discounts',
  (suite) => {
    let editor: Person;
    let member: Person;
    let contributor: Person;
    beforeAll(async () => {
      [editor, member, contributor] = await Promise.all([person(suite, 'staff'), person(suite, 'member'), person(suite, 'contributor')]);
    });

    it('lets staff write and publish an offer; members see its code and link, visitors only that it exists', async () => {
      const input = {
        provider: 'Safe Sites Training',
        title: '20% off IOSH Managing Safely',
        code: 'TENANT20',
        link: 'https://training.example/iosh',
        expiresOn: inDays(30),
      };
      expectError(await call(suite, 'POST', staffOffersPath, editor.token, { ...input, code: '', link: '' }), 400, offerMessages.codeOrLinkRequired);
      expectError(await call(suite, 'POST', staffOffersPath, editor.token, { ...input, expiresOn: inDays(-1) }), 400, offerMessages.expiryInvalid);
      expect((await call(suite, 'POST', staffOffersPath, contributor.token, input)).statusCode).toBe(403);
      const created = await call(suite, 'POST', staffOffersPath, editor.token, input);
      expect(created.statusCode).toBe(201);
      const offer = staffOfferResponseSchema.parse(created.json()).payload;
      expect(offer.state).toBe('draft');
      // A draft is no one's to see.
      expect(
        offersResponseSchema.parse((await call(suite, 'GET', offersPath, member.token)).json()).payload.offers.find((o) => o.id === offer.id),
      ).toBeUndefined();
      expect((await call(suite, 'POST', `${staffOfferPath(offer.id)}/state`, editor.token, { state: 'published' })).statusCode).toBe(200);

      const asMember = offersResponseSchema.parse((await call(suite, 'GET', offersPath, member.token)).json()).payload;
      expect(asMember.member).toBe(true);
      expect(asMember.offers.find((o) => o.id === offer.id)).toMatchObject({
        provider: 'Safe Sites Training',
        code: 'TENANT20',
        link: 'https://training.example/iosh',
      });
      const asVisitor = offersResponseSchema.parse((await call(suite, 'GET', offersPath)).json()).payload;
      expect(asVisitor.member).toBe(false);
      expect(asVisitor.offers.find((o) => o.id === offer.id)).toMatchObject({
        provider: 'Safe Sites Training',
        title: '20% off IOSH Managing Safely',
        code: null,
        link: null,
      });

      expect((await call(suite, 'POST', `${staffOfferPath(offer.id)}/state`, editor.token, { state: 'withdrawn' })).statusCode).toBe(200);
      expect(offersResponseSchema.parse((await call(suite, 'GET', offersPath)).json()).payload.offers.find((o) => o.id === offer.id)).toBeUndefined();
      const listed = staffOffersResponseSchema.parse((await call(suite, 'GET', staffOffersPath, editor.token)).json()).payload.offers;
      expect(listed.find((o) => o.id === offer.id)?.state).toBe('withdrawn');
      expect((await auditRows(suite, `offer:${offer.id}`)).map((row) => row.action)).toEqual(['offer.create', 'offer.publish', 'offer.withdraw']);
    });

    it('stops showing an offer after its last day', async () => {
      const created = staffOfferResponseSchema.parse(
        (
          await call(suite, 'POST', staffOffersPath, editor.token, { provider: 'Fire Safety Co', title: '£50 off', code: 'FIRE50', expiresOn: inDays(2) })
        ).json(),
      ).payload;
      await call(suite, 'POST', `${staffOfferPath(created.id)}/state`, editor.token, { state: 'published' });
      expect(offersResponseSchema.parse((await call(suite, 'GET', offersPath)).json()).payload.offers.map((o) => o.id)).toContain(created.id);
      clock.offsetMs += 4 * 24 * 60 * 60 * 1000;
      try {
        const later = await person(suite, 'member');
        expect(offersResponseSchema.parse((await call(suite, 'GET', offersPath, later.token)).json()).payload.offers.map((o) => o.id)).not.toContain(
          created.id,
        );
      } finally {
        clock.offsetMs -= 4 * 24 * 60 * 60 * 1000;
      }
    });
  },
  { options: { now: clock.now } },
);
