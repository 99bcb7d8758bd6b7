import { pageLoadOfNavigation, pageLoadTimingName } from '../version-set';

// The page reads its page-load id from its own navigation's Server-Timing entries (the site server's header).
// jsdom keeps no navigation entries: the test gives the page one.
const navigationWith = (serverTiming: Array<{ name: string; description: string }> | undefined) =>
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' && serverTiming ? [{ serverTiming }] : []),
  });

afterEach(() => Reflect.deleteProperty(performance, 'getEntriesByType'));

it("reads the id from the navigation's page-load entry", () => {
  navigationWith([
    { name: 'db', description: '' },
    { name: pageLoadTimingName, description: 'payload.signature' },
  ]);
  expect(pageLoadOfNavigation()).toBe('payload.signature');
});

it('has none when the server gave none, or the browser shows no Server-Timing (not a secure context)', () => {
  navigationWith([{ name: 'db', description: '' }]);
  expect(pageLoadOfNavigation()).toBeUndefined();
  navigationWith(undefined);
  expect(pageLoadOfNavigation()).toBeUndefined();
});
