import { formatDateTimeZone, isoToUkTime, ukTimeHint, ukTimeToIso, ukZoneName } from '../format';

// Staff type times on the UK's clock whatever their machine's zone: what they type is what they read back.
describe('UK time for scheduling', () => {
  it('reads a winter time as GMT and a summer time as BST', () => {
    expect(ukTimeToIso('2099-01-15T09:30')).toBe('2099-01-15T09:30:00.000Z');
    expect(ukTimeToIso('2099-06-01T09:30')).toBe('2099-06-01T08:30:00.000Z');
    expect(ukZoneName('2099-01-15T09:30:00.000Z')).toBe('GMT');
    expect(ukZoneName('2099-06-01T08:30:00.000Z')).toBe('BST');
  });

  it('is right on both sides of the clocks changing', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(ukTimeToIso('2026-03-29T00:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(ukTimeToIso('2026-03-29T02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(ukTimeToIso('2026-10-25T00:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(ukTimeToIso('2026-10-25T02:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('gives back what was typed, and refuses what is not a time', () => {
    for (const typed of ['2099-01-15T09:30', '2099-06-01T23:45', '2026-03-29T03:00']) expect(isoToUkTime(ukTimeToIso(typed)!)).toBe(typed);
    expect(ukTimeToIso('')).toBeNull();
    expect(ukTimeToIso('tomorrow at nine')).toBeNull();
  });

  it('says the zone with the time, and in the field hint', () => {
    expect(formatDateTimeZone('2099-06-01T08:30:00.000Z')).toBe('1 Jun 2099, 09:30 BST');
    expect(ukTimeHint('2099-12-01T09:30')).toBe('UK time (GMT)');
    expect(ukTimeHint('')).toMatch(/^UK time \((GMT|BST)\)$/);
  });
});
