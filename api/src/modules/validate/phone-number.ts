import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/** docs/product/api.md: numbers are read as British unless they carry their country code. */
export const defaultCountry = 'GB';

// Staff call these numbers back: premium-rate and shared-cost lines charge the caller, pagers and
// voicemail access numbers reach no one. Mobiles, landlines, 03/VoIP/personal and freephone numbers pass.
const unreachable = new Set<NumberType>(['PREMIUM_RATE', 'SHARED_COST', 'PAGER', 'VOICEMAIL']);

/**
 * Whether digits form a number that exists in the numbering plan (libphonenumber's full `max` metadata,
 * which knows allocated ranges: Ofcom's drama range 07700 900xxx is refused). Whether the line is live
 * is the remote service's business (the mobile and line checks of docs/product/api.md), which cannot run offline.
 */
export function isCallableNumber(digits: string): boolean {
  const number = digits ? parsePhoneNumberFromString(digits, defaultCountry) : undefined;
  if (!number?.isValid()) return false;
  const type = number.getType();
  return type === undefined || !unreachable.has(type);
}
