import { cardSummary, describeCard, isExpired } from '../../../../src/modules/donation/payments/card';
import { formatPence } from '../../../../src/modules/donation/payments/money';

describe('what is kept of a card', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3566002020360505', 'JCB'],
    ['36227206271667', 'Diners Club'],
    ['9999999999999995', null],
  ])('%s: brand %p and the last four digits only', (number, brand) => {
    expect(cardSummary(number)).toEqual({ brand, last4: number.slice(-4) });
  });

  it('describes a card for the receipt and the export', () => {
    expect(describeCard({ brand: 'Visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(describeCard({ brand: null, last4: '0005' })).toBe('Card ending 0005');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [11, 2026, false],
    [12, 2026, false],
    [1, 2027, false],
    [10, 2026, true],
    [12, 2025, true],
  ])('%i/%i is expired on 22 November 2026: %p', (month, year, expired) => {
    expect(isExpired(month, year, now)).toBe(expired);
  });
});

describe('amounts', () => {
  it.each([
    [2500, '£25'],
    [125_000, '£1,250'],
    [1250, '£12.50'],
    [5, '£0.05'],
  ])('%i pence reads %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });
});
