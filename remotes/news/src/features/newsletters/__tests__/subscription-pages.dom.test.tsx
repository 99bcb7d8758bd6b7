import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, mailingListLabels, newsletterMessages, type FirstPaintData, type Session } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import NewsPage from '../../../expose/page';
import { loadData } from '../../../expose/server';
import { statusText } from '../components/preferences-form';

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const preferences = {
  success: true,
  payload: {
    email: 'j***@example.org',
    lists: [
      { list: 'newsletter', status: 'confirmed' },
      { list: 'broadcast', status: 'unsubscribed' },
    ],
  },
};

beforeEach(() => {
  api.on('GET /api/subscribe/preferences', ({ query }) => (query.token === 'good' ? { body: preferences } : apiError(newsletterMessages.unsubscribeInvalid)));
  api.on('POST /api/subscribe/unsubscribe', ({ body }) =>
    body?.token === 'good' ? { body: { success: true, message: newsletterMessages.unsubscribed } } : apiError(newsletterMessages.unsubscribeInvalid),
  );
  api.on('POST /api/subscribe/confirm', ({ body }) =>
    body?.token === 'good'
      ? { body: { success: true, message: newsletterMessages.confirmed, payload: { list: 'newsletter' } } }
      : apiError(newsletterMessages.confirmInvalid),
  );
});

const renderAt = (path: string, data?: FirstPaintData) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<NewsPage session={session} config={api.config} data={data} />} />
      </Routes>
    </MemoryRouter>,
  );
const load = (path: string) => loadData(new URL(path, 'http://site.test'), createApiClient(api.config), api.config);

describe('/newsletters/unsubscribe', () => {
  it('is a real form to the one-click address with the RFC 8058 field, and opening the page unsubscribes nobody', async () => {
    renderAt('/newsletters/unsubscribe?token=good');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toBe(`${api.base}/api/subscribe/unsubscribe?token=good`);
    const hidden = form.querySelector('input[type="hidden"]')!;
    expect(hidden).toHaveAttribute('name', 'List-Unsubscribe');
    expect(hidden).toHaveAttribute('value', 'One-Click');
    // The preferences are read; nothing is posted.
    expect(await screen.findByRole('checkbox', { name: mailingListLabels.newsletter })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: mailingListLabels.broadcast })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: mailingListLabels.broadcast })).toHaveAccessibleDescription(statusText.unsubscribed);
    expect(api.sent('POST /api/subscribe/unsubscribe')).toEqual([]);
    expect(api.sent('POST /api/subscribe/preferences')).toEqual([]);
  });

  it('the server draws it from the preferences only: no unsubscribe, never kept, not indexed', async () => {
    const page = await load('/newsletters/unsubscribe?token=good');
    expect(page.cacheKey).toBeNull();
    expect(page.cacheForMs).toBe(0);
    expect(page.head?.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(api.sent('POST /api/subscribe/unsubscribe')).toEqual([]);
    expect(api.sent('GET /api/subscribe/preferences')).toHaveLength(1);
  });

  it('with scripts, the button posts { token } and says so in place, with the focus on the message', async () => {
    const user = userEvent.setup();
    renderAt('/newsletters/unsubscribe?token=good');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const message = await screen.findByText(newsletterMessages.unsubscribed);
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(message).toHaveFocus());
    expect(api.bodies('POST /api/subscribe/unsubscribe')).toEqual([{ token: 'good' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the answer to the form post without scripts (done=1, invalid=1) and a bad token’s message', async () => {
    const { unmount } = renderAt('/newsletters/unsubscribe?token=good&done=1');
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    unmount();
    const second = renderAt('/newsletters/unsubscribe?token=bad&invalid=1');
    expect(await screen.findByText(newsletterMessages.unsubscribeInvalid)).toBeInTheDocument();
    second.unmount();
    renderAt('/newsletters/unsubscribe');
    expect(await screen.findByText(newsletterMessages.unsubscribeInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('saves preferences: only the lists changed, and a list asked for again needs a confirmation', async () => {
    api.on('POST /api/subscribe/preferences', () => ({ body: { success: true } }));
    const user = userEvent.setup();
    renderAt('/newsletters/unsubscribe?token=good');
    await user.click(await screen.findByRole('checkbox', { name: mailingListLabels.broadcast }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(newsletterMessages.confirmationSent)).toBeInTheDocument();
    expect(api.bodies('POST /api/subscribe/preferences')).toEqual([{ token: 'good', lists: { broadcast: true } }]);

    await user.click(screen.getByRole('checkbox', { name: mailingListLabels.newsletter }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(newsletterMessages.preferencesSaved)).toBeInTheDocument();
    expect(api.bodies('POST /api/subscribe/preferences')[1]).toEqual({ token: 'good', lists: { newsletter: false } });
  });
});

describe('/newsletters/confirm', () => {
  it('opening the link confirms nothing, on the server or in the browser: the page is a real form to the API with the token', async () => {
    const page = await load('/newsletters/confirm?token=good');
    expect(page.cacheKey).toBeNull();
    expect(page.cacheForMs).toBe(0);
    renderAt('/newsletters/confirm?token=good', page.data);
    const button = screen.getByRole('button', { name: 'Confirm my subscription' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toBe(`${api.base}/api/subscribe/confirm`);
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveAttribute('value', 'good');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('POST /api/subscribe/confirm')).toEqual([]);
  });

  it('confirms with the button (a POST), and says so in place; a bad token gets confirmInvalid', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/newsletters/confirm?token=good');
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText(newsletterMessages.confirmed)).toBeInTheDocument();
    expect(api.bodies('POST /api/subscribe/confirm')).toEqual([{ token: 'good' }]);
    unmount();
    renderAt('/newsletters/confirm?token=bad');
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText(newsletterMessages.confirmInvalid)).toBeInTheDocument();
  });

  it('shows the API’s answer to the form post without scripts (done=1, invalid=1) and no button', () => {
    const { unmount } = renderAt('/newsletters/confirm?token=good&done=1');
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.confirmed);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderAt('/newsletters/confirm?token=bad&invalid=1');
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.confirmInvalid);
  });
});

describe('/newsletters and /newsletters/:slug', () => {
  const sent = { slug: 'march-2026', subject: 'March news', list: 'newsletter', sentAt: '2026-03-03T09:00:00.000Z' };
  beforeEach(() => {
    api.on('GET /api/newsletters', () => ({ body: { success: true, payload: { items: [sent], page: 1, pageCount: 1 } } }));
    api.on('GET /api/newsletters/march-2026', () => ({
      body: { success: true, payload: { ...sent, html: '<p>Hello <script>window.hacked=1</script>tenants</p>' } },
    }));
  });

  it('the archive links to each web version', async () => {
    const page = await load('/newsletters');
    renderAt('/newsletters', page.data);
    expect(screen.getByRole('link', { name: 'March news' })).toHaveAttribute('href', '/newsletters/march-2026');
    expect(page.head?.title).toMatch(/^Newsletters \| /);
  });

  it('a web version: subject as heading, its HTML sanitised; unknown is a 404', async () => {
    const page = await load('/newsletters/march-2026');
    expect(page.head?.canonical).toMatch(/\/newsletters\/march-2026$/);
    renderAt('/newsletters/march-2026', page.data);
    expect(screen.getByRole('heading', { level: 1, name: 'March news' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/Hello/)).toHaveTextContent('Hello tenants');
    expect((await load('/newsletters/nope')).status).toBe(404);
    expect(within(document.body).queryByText('window.hacked=1')).toBeNull();
  });
});
