import { isCallableNumber } from '../../../src/modules/validate/phone-number';

describe('isCallableNumber (libphonenumber-js max metadata, read as British)', () => {
  it.each([
    ['07400123456', 'a UK mobile'],
    ['02079460000', 'a London landline'],
    ['442079460000', 'a UK landline with its country code'],
    ['00447400123456', 'a UK mobile dialled with the international prefix'],
    ['03301234567', 'a UK-wide 03 number'],
    ['0800123456', 'a freephone number'],
    ['0012025550123', 'a US number dialled from the UK'],
  ])('accepts %s (%s)', (digits) => {
    expect(isCallableNumber(digits)).toBe(true);
  });

  it.each([
    ['', 'nothing'],
    ['123', 'too short'],
    ['07700900123', "Ofcom's drama range, never allocated"],
    ['01632960001', "Ofcom's drama range for landlines"],
    ['09011234567', 'a premium-rate number'],
    ['0740012345678', 'a mobile with too many digits'],
  ])('refuses %p (%s)', (digits) => {
    expect(isCallableNumber(digits)).toBe(false);
  });
});
