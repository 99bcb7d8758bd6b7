import { createApiClient, defaultRuntimeConfig, profilePath } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { useAuthStore } from '../auth-store';

// Over the wire through jsdom's XMLHttpRequest, where axios decides which headers a GET carries.
const api = fakeApi();

test('the profile check is a GET with the JSON content type and the token (docs/product/api.md)', async () => {
  api.on(`GET ${profilePath}`, () => ({
    body: { success: true, payload: { firstname: 'Priya', lastname: 'Shah', email: 'priya@example.com', phone: '07400123456' } },
  }));
  const headers = jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
  useAuthStore.setState({ token: 'member-token', loggedIn: false });
  await useAuthStore.getState().checkProfile(createApiClient({ ...defaultRuntimeConfig, apiBase: api.base }, () => 'member-token'));

  const [request] = api.sent(`GET ${profilePath}`);
  expect(request).toMatchObject({ body: undefined, authorization: 'Bearer member-token' });
  expect(headers).toHaveBeenCalledWith('Content-Type', 'application/json');
  expect(useAuthStore.getState().loggedIn).toBe(true);
});
