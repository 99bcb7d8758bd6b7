import { randomBytes } from 'node:crypto';

/** An address no other test uses, at a domain the fake DNS accepts mail for. */
export const uniqueEmail = (domain = 'example.com') => `member.${randomBytes(4).toString('hex')}@${domain}`;

/** A valid UK mobile, different every call: 07400 followed by six random digits. */
export const uniqueMobile = () => `07400${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
