import { createApiClient, defaultRuntimeConfig, tokenCheckPath } from '@tenants/shared';
import { sentBody, stubHttp } from '../../../test/browser-stubs';
import { useAuthStore } from '../auth-store';

const client = () => createApiClient(defaultRuntimeConfig);

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, loggedIn: false });
});

test('login stores the token under "token" and logs in; logout removes it and logs out', () => {
  useAuthStore.getState().login('abc123');
  expect(localStorage.getItem('token')).toBe('abc123');
  expect(useAuthStore.getState()).toMatchObject({ token: 'abc123', loggedIn: true });

  useAuthStore.getState().logout();
  expect(localStorage.getItem('token')).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ token: null, loggedIn: false });
});

test('restore reads the stored token but stays logged out until the server accepts it', () => {
  localStorage.setItem('token', 'stored');
  useAuthStore.getState().restore();
  expect(useAuthStore.getState()).toMatchObject({ token: 'stored', loggedIn: false });
});

test('a token the server accepts logs the visitor in', async () => {
  localStorage.setItem('token', 'good');
  const http = stubHttp(() => ({ status: 200, data: { success: true } }));
  useAuthStore.getState().restore();
  await useAuthStore.getState().checkToken(client());

  expect(http).toHaveBeenCalledTimes(1);
  const request = http.mock.calls[0][0];
  expect(request.method).toBe('post');
  expect(request.url).toBe(tokenCheckPath);
  expect(sentBody(request)).toEqual({ token: 'good' });
  expect(useAuthStore.getState().loggedIn).toBe(true);
  expect(localStorage.getItem('token')).toBe('good');
});

test.each([
  ['the server says success: false', { status: 200, data: { success: false } }],
  ['the endpoint is missing (404)', { status: 404, data: { success: false, message: 'Not Found', errors: [] } }],
  ['the token is rejected (401)', { status: 401, data: { success: false, message: 'Unauthorized', errors: [] } }],
  ['the network fails', 'network-error' as const],
])('when %s the token is removed and the visitor logged out', async (_case, reply) => {
  localStorage.setItem('token', 'stale');
  stubHttp(() => reply);
  useAuthStore.getState().restore();
  await useAuthStore.getState().checkToken(client());

  expect(localStorage.getItem('token')).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ token: null, loggedIn: false });
});

test('with no stored token nothing is sent', async () => {
  const http = stubHttp(() => ({ status: 200, data: { success: true } }));
  useAuthStore.getState().restore();
  await useAuthStore.getState().checkToken(client());
  expect(http).not.toHaveBeenCalled();
  expect(useAuthStore.getState().loggedIn).toBe(false);
});

test('a login during the check is not undone by the old token failing', async () => {
  localStorage.setItem('token', 'old');
  let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
  const pending = new Promise<{ status: number; data: unknown }>((resolve) => (answer = resolve));
  stubHttp(() => pending);
  useAuthStore.getState().restore();
  const check = useAuthStore.getState().checkToken(client());

  useAuthStore.getState().login('fresh');
  answer({ status: 401, data: { success: false, message: 'Unauthorized', errors: [] } });
  await check;

  expect(useAuthStore.getState()).toMatchObject({ token: 'fresh', loggedIn: true });
  expect(localStorage.getItem('token')).toBe('fresh');
});

describe('at start', () => {
  test('a visitor with no stored token: no request, and the API client is never asked for', async () => {
    const http = stubHttp(() => ({ status: 200, data: { success: true } }));
    const factory = jest.fn(client);
    await useAuthStore.getState().start(factory, '/');
    expect(factory).not.toHaveBeenCalled();
    expect(http).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ token: null, loggedIn: false });
  });

  test.each(['/login', '/sign-up', '/login/'])('a visit that starts on %s leaves the check to that screen: nothing is sent', async (path) => {
    localStorage.setItem('token', 'stored');
    const http = stubHttp(() => ({ status: 200, data: { success: true } }));
    await useAuthStore.getState().start(client, path);
    expect(http).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ token: 'stored', loggedIn: false });
  });

  test.each(['/', '/advice-support', '/forgot-password'])('a visit that starts on %s checks the stored token once', async (path) => {
    localStorage.setItem('token', 'stored');
    const http = stubHttp(() => ({ status: 200, data: { success: true } }));
    await useAuthStore.getState().start(client, path);
    expect(http).toHaveBeenCalledTimes(1);
    expect(http.mock.calls[0][0].url).toBe(tokenCheckPath);
    expect(useAuthStore.getState()).toMatchObject({ token: 'stored', loggedIn: true });
  });
});
