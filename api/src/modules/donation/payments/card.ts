/** What may be kept of a card (PCI DSS): its brand and last four digits. */
export interface CardSummary {
  brand: string | null;
  last4: string;
}

// Issuer identification number ranges of the card schemes a UK donor is likely to use.
const brands: Array<[RegExp, string]> = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^(6011|65|64[4-9])/, 'Discover'],
  [/^35(2[89]|[3-8]\d)/, 'JCB'],
  [/^3(0[0-5]|[689])/, 'Diners Club'],
];

export function cardSummary(number: string): CardSummary {
  return { brand: brands.find(([range]) => range.test(number))?.[1] ?? null, last4: number.slice(-4) };
}

/** "Visa ending 4242", for the receipt and the staff export. */
export const describeCard = ({ brand, last4 }: { brand: string | null; last4: string }) => `${brand ?? 'Card'} ending ${last4}`;

/** A card is good through the last day of its expiry month (UTC here: a day's leeway is the issuer's call). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
