import { randomBytes } from 'node:crypto';

/** An address no other test uses, at a domain the fake DNS accepts mail for. */
export const uniqueEmail = (domain = 'example.com') => `member.${randomBytes(4).toString('hex')}@${domain}`;

/**
 * A valid UK mobile, different every call in this test file: 07400 and six digits, counted on from a random
 * start. Six random digits each time met again within a file now and then (a birthday collision: one in
 * about 200 for a file that makes a hundred people), and sign-up refuses a phone already used.
 */
let nextMobile = randomBytes(3).readUIntBE(0, 3) % 1_000_000;
export const uniqueMobile = () => `07400${String(nextMobile++ % 1_000_000).padStart(6, '0')}`;
