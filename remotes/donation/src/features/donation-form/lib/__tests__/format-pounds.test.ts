import { formatPounds } from '../donation-form-state';

describe('formatPounds', () => {
  it('writes whole pounds with thousands separators, as the presets and the Donate button show them', () => {
    expect(formatPounds(5)).toBe('£5');
    expect(formatPounds(50)).toBe('£50');
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatPounds(1000000)).toBe('£1,000,000');
  });

  it('agrees with Intl’s en-GB pounds for every amount a visitor can give, and rounds as it does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    for (let amount = 0; amount <= 20_000; amount += 1) expect(formatPounds(amount)).toBe(intl.format(amount));
    for (const amount of [0.4, 0.5, 1.5, 2.5, 999.5, 1234567.49, -5]) expect(formatPounds(amount)).toBe(intl.format(amount));
  });
});
