import { renderHook } from '@testing-library/react';
import { defaultRuntimeConfig } from '../../config/defaults';
import type { Session } from '../../session';
import { fakeApi } from '../../../test/fake-api';
import { useApiClient } from '../use-api-client';

const api = fakeApi();
const session = (token: string | null): Session => ({ token, loggedIn: token !== null, login: jest.fn(), logout: jest.fn() });

test('one client for the config, sending the session’s token of the moment', async () => {
  api.on('GET /api/ping', () => ({ body: { success: true } }));
  const config = { ...defaultRuntimeConfig, apiBase: api.base };
  const { result, rerender } = renderHook((props: { token: string | null }) => useApiClient({ session: session(props.token), config }), {
    initialProps: { token: null as string | null },
  });
  const first = result.current;
  await first.get('/api/ping');
  rerender({ token: 'abc' });
  expect(result.current).toBe(first);
  await first.get('/api/ping');
  expect(api.sent('GET /api/ping').map((r) => r.authorization)).toEqual([undefined, 'Bearer abc']);
});
