import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';
import { aboutPage } from '../../../../test/page-fixtures';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const page = aboutPage;

const url = 'https://tenants.example/preview/pages/p1?until=1796140800&sig=abc';

it('makes a 7-day link to the draft, shows it in a field to copy, and says until when it works', async () => {
  api.on('GET /api/staff/pages/p1', () => ({ body: { success: true, payload: page } }));
  api.on('POST /api/staff/pages/p1/preview-link', () => ({ body: { success: true, payload: { url, expiresAt: '2026-12-06T15:40:00.000Z' } } }));
  const user = userEvent.setup();
  renderStaff('/staff/pages/p1', api);
  const share = await screen.findByRole('region', { name: 'Share a preview' });
  expect(within(share).queryByLabelText('Preview link')).toBeNull();

  await user.click(within(share).getByRole('button', { name: 'Make a preview link' }));
  expect(await within(share).findByLabelText('Preview link')).toHaveValue(url);
  expect(within(share).getByRole('status')).toHaveTextContent('Preview link made. Anyone with it can see this draft until 6 December 2026 at 15:40.');
  expect(api.bodies('POST /api/staff/pages/p1/preview-link')).toHaveLength(1);

  await user.click(within(share).getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(url);
  expect(within(share).getByRole('status')).toHaveTextContent('Link copied.');
});
