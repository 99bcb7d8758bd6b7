import type * as RemoteModules from '../remote-modules';
import type * as Remotes from '../remotes';

jest.mock('../remotes', () => ({ loadRemoteModule: jest.fn() }));

// The loads are remembered for the page's lifetime: each test gets a fresh module, as a fresh page would.
let load: jest.MockedFunction<typeof Remotes.loadRemoteModule>;
let loadRemoteOnce: typeof RemoteModules.loadRemoteOnce;
let preloadRoute: typeof RemoteModules.preloadRoute;
let loadedModule: typeof RemoteModules.loadedModule;
beforeEach(() => {
  jest.resetModules();
  load = (jest.requireMock('../remotes') as typeof Remotes).loadRemoteModule as typeof load;
  ({ loadRemoteOnce, preloadRoute, loadedModule } = jest.requireActual('../remote-modules') as typeof RemoteModules);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test.each([
  ['/news', 'news'],
  ['/insights/rent-review-guide', 'news'],
  ['/enquiry', 'enquiry'],
  ['/donation', 'donation'],
  ['/donation/thankyou', 'donation'],
  ['/login', 'account'],
  [`${window.location.origin}/sign-up`, 'account'],
])('intent on a link to %s preloads the %s remote', async (href, remote) => {
  load.mockResolvedValue({ default: () => null });
  expect(preloadRoute(href)).toBe(remote);
  expect(load).toHaveBeenCalledWith(remote, './Page');
});

test.each(['/about', '/advice-support', 'https://elsewhere.example/news', 'mailto:help@tenants.example', '#main-content'])(
  'a link to %s loads no remote',
  (href) => {
    expect(preloadRoute(href)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  },
);

test('hovering and then opening the page fetch the remote once', async () => {
  const module = { default: () => null };
  load.mockResolvedValue(module);
  preloadRoute('/account-only-once'); // not a remote route: nothing
  preloadRoute('/forgot-password');
  preloadRoute('/forgot-password');
  await expect(loadRemoteOnce('account', './Page')).resolves.toBe(module);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that failed is forgotten, so the next use fetches afresh', async () => {
  jest.useFakeTimers();
  try {
    load.mockRejectedValue(new Error('offline'));
    const first = loadRemoteOnce('enquiry', './EnquiryForm');
    const settled = expect(first).rejects.toThrow('offline');
    await jest.advanceTimersByTimeAsync(5_000);
    await settled;
    const calls = load.mock.calls.length;
    load.mockResolvedValue({ default: () => null });
    await expect(loadRemoteOnce('enquiry', './EnquiryForm')).resolves.toBeDefined();
    expect(load.mock.calls.length).toBe(calls + 1);
  } finally {
    jest.useRealTimers();
  }
});

test('a module is at hand once loaded (so a preloaded page need not suspend), and not before', async () => {
  const module = { default: () => null };
  load.mockResolvedValue(module);
  preloadRoute('/news');
  expect(loadedModule('news', './Page')).toBeUndefined();
  await loadRemoteOnce('news', './Page');
  expect(loadedModule('news', './Page')).toBe(module);
});
