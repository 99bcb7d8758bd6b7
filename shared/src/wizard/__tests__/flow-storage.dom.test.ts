import { clearStoredPrefix, readStored, readStoredObject, removeStored, writeStored } from '../flow-storage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

test('writes, reads and removes session-storage keys', () => {
  writeStored('enquiry.form', '{"city":"Leeds"}');
  expect(readStored('enquiry.form')).toBe('{"city":"Leeds"}');
  expect(readStoredObject('enquiry.form')).toEqual({ city: 'Leeds' });
  removeStored('enquiry.form');
  expect(readStored('enquiry.form')).toBeNull();
});

test.each([
  ['not JSON', '{city'],
  ['an array', '["Leeds"]'],
  ['a string', '"Leeds"'],
  ['null', 'null'],
])('a stored value that is %s is no object', (_what, raw) => {
  sessionStorage.setItem('enquiry.form', raw);
  expect(readStoredObject('enquiry.form')).toBeNull();
});

test('clears every key with a prefix and only those', () => {
  sessionStorage.setItem('donation.amount', '25');
  sessionStorage.setItem('donation.billing', '{}');
  sessionStorage.setItem('enquiry.form', '{}');
  clearStoredPrefix('donation.');
  expect(Object.keys(sessionStorage)).toEqual(['enquiry.form']);
});

test('storage the browser refuses costs nothing but the stored value', () => {
  sessionStorage.setItem('enquiry.form', '{}');
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'key').mockImplementation(refuse);
  expect(() => writeStored('enquiry.form', '{}')).not.toThrow();
  expect(readStored('enquiry.form')).toBeNull();
  expect(readStoredObject('enquiry.form')).toBeNull();
  expect(() => removeStored('enquiry.form')).not.toThrow();
  expect(() => clearStoredPrefix('enquiry.')).not.toThrow();
});
