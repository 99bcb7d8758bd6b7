import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterMessages, staffAuthMessages, staffMessages, type StaffNewsletter } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const base: StaffNewsletter = {
  id: 'n1',
  slug: 'march-news',
  subject: 'March news',
  html: '<p>Hello tenants</p>',
  list: 'broadcast',
  status: 'draft',
  sendAt: null,
  sentAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  recipients: 0,
  sent: 0,
  bounced: 0,
  unsubscribed: 0,
  clicks: 0,
  links: [],
};

it('lists newsletters with their list, status and counts', async () => {
  const { html: _html, ...sent } = {
    ...base,
    status: 'sent' as const,
    sentAt: '2026-03-02T10:00:00.000Z',
    recipients: 120,
    sent: 118,
    bounced: 2,
    unsubscribed: 3,
    clicks: 41,
    links: [],
  };
  const { links: _links, ...listed } = sent;
  api.on('GET /api/staff/newsletters', () => paged([listed]));
  renderStaff('/staff/newsletters', api);
  const link = await screen.findByRole('link', { name: 'March news' });
  expect(link).toHaveAttribute('href', '/staff/newsletters/n1');
  const row = link.closest('tr')!;
  expect(row).toHaveTextContent('E-mail broadcast');
  expect(row).toHaveTextContent('Sent');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['118', '2', '3', '41']));
  expect(screen.getByRole('columnheader', { name: 'Link clicks' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Newsletters' })).toHaveAttribute('href', '/staff/newsletters');
});

it('compose → save → send a test → send now, asking first and confirming it is you', async () => {
  let current = { ...base };
  let fresh = false;
  api.on('POST /api/staff/newsletters', ({ body }) => {
    current = { ...current, ...(body as object) };
    return { body: { success: true, payload: current } };
  });
  api.on('PUT /api/staff/newsletters/n1', ({ body }) => {
    current = { ...current, ...(body as object) };
    return { body: { success: true, payload: current } };
  });
  api.on('POST /api/staff/newsletters/n1/test', () => ({ body: { success: true, message: newsletterMessages.testSent } }));
  api.on('POST /api/staff/newsletters/n1/send', () => {
    if (!fresh) return apiError(staffMessages.freshAuthRequired, 403);
    current = { ...current, status: 'sending', recipients: 42 };
    return { body: { success: true, message: newsletterMessages.sendQueued, payload: current } };
  });
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: current } }));
  api.on('POST /api/staff/reauth', () => {
    fresh = true;
    return { body: { success: true, message: staffAuthMessages.reauthenticated, payload: { freshUntil: '2026-03-01T10:05:00.000Z' } } };
  });
  renderStaff('/staff/newsletters/new', api);
  const user = userEvent.setup();

  // Nothing is sent without a subject and a body: the messages beside their fields.
  await user.click(await screen.findByRole('button', { name: 'Send a test to me' }));
  expect(await screen.findByText(newsletterMessages.subjectRequired)).toBeInTheDocument();
  expect(screen.getByLabelText('Subject')).toHaveFocus();
  expect(api.sent('POST /api/staff/newsletters')).toEqual([]);

  await user.type(screen.getByLabelText('Subject'), 'March news');
  await user.selectOptions(screen.getByLabelText('List'), 'broadcast');
  await user.click(screen.getByRole('textbox', { name: 'Newsletter' }));
  await user.keyboard('Hello tenants');
  await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
  expect((await screen.findAllByText(newsletterMessages.testSent)).length).toBeGreaterThan(0);
  expect(api.bodies('POST /api/staff/newsletters')).toEqual([{ subject: 'March news', list: 'broadcast', html: '<p>Hello tenants</p>' }]);
  expect(api.sent('POST /api/staff/newsletters/n1/test')).toHaveLength(1);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/newsletters/n1'));

  // Send now asks first, naming the list; Cancel sends nothing.
  await user.click(await screen.findByRole('button', { name: 'Send now…' }));
  let dialog = screen.getByRole('dialog', { name: 'Send “March news” now?' });
  expect(dialog).toHaveTextContent('It goes to everyone confirmed on the E-mail broadcast list.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.sent('POST /api/staff/newsletters/n1/send')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Send now…' }));
  dialog = screen.getByRole('dialog', { name: 'Send “March news” now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
  const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.type(within(reauth).getByLabelText('Your password'), 'right-password');
  await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.bodies('POST /api/staff/newsletters/n1/send')).toEqual([{}, {}]));
  // Once sending, it is read-only with its counts.
  await waitFor(() => expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('42'));
  expect(screen.getByTestId('newsletter-state')).toHaveTextContent('Sending: 0 of 42');
  expect(screen.queryByRole('button', { name: 'Send now…' })).not.toBeInTheDocument();
});

it('reads where a newsletter stands from the API each time the page is opened: sending, sent, scheduled', async () => {
  let current: StaffNewsletter = { ...base, status: 'sending', recipients: 42, sent: 10 };
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: current } }));
  const first = renderStaff('/staff/newsletters/n1', api);
  await waitFor(() => expect(screen.getByTestId('newsletter-state')).toHaveTextContent('Sending: 10 of 42'));
  first.unmount();

  // Opened again (a reload, or Back to it): it went out meanwhile.
  current = { ...current, status: 'sent', sentAt: '2026-03-02T10:00:00.000Z', sent: 42 };
  const second = renderStaff('/staff/newsletters/n1', api);
  await waitFor(() => expect(screen.getByTestId('newsletter-state')).toHaveTextContent('Sent 2 Mar 2026, 10:00 GMT'));
  expect(screen.getByRole('link', { name: 'Web version' })).toHaveAttribute('href', '/newsletters/march-news');
  second.unmount();

  current = { ...base, status: 'scheduled', sendAt: '2099-06-01T08:30:00.000Z' };
  renderStaff('/staff/newsletters/n1', api);
  await waitFor(() => expect(screen.getByTestId('newsletter-state')).toHaveTextContent('Scheduled for 1 Jun 2099, 09:30 BST'));
  expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
});

it('schedules only a time in the future, sent with its offset', async () => {
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: base } }));
  api.on('PUT /api/staff/newsletters/n1', () => ({ body: { success: true, payload: base } }));
  api.on('POST /api/staff/newsletters/n1/send', ({ body }) => ({
    body: { success: true, payload: { ...base, status: 'scheduled', sendAt: (body as { sendAt: string }).sendAt } },
  }));
  api.on('GET /api/staff/lists', () => ({
    body: { success: true, payload: [{ list: 'broadcast', count: 4, counts: { confirmed: 3, unconfirmed: 1, unsubscribed: 0, bounced: 0 } }] },
  }));
  renderStaff('/staff/newsletters/n1', api);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Send at');
  await user.type(field, '2000-01-01T10:00');
  await user.click(screen.getByRole('button', { name: 'Schedule…' }));
  expect(await screen.findByText(newsletterMessages.sendAtInvalid)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, '2099-06-01T09:30');
  await user.click(screen.getByRole('button', { name: 'Schedule…' }));
  const dialog = screen.getByRole('dialog', { name: 'Schedule “March news”?' });
  // The time typed is UK time, whatever the machine's zone, and the dialog says which (summer: BST), and to how many.
  expect(dialog).toHaveTextContent('E-mail broadcast list on 1 Jun 2099, 09:30 BST');
  await waitFor(() => expect(dialog).toHaveTextContent('That is 3 readers now, and whoever confirms before then.'));
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(api.bodies('POST /api/staff/newsletters/n1/send')).toEqual([{ sendAt: '2099-06-01T08:30:00.000Z' }]));
  expect((await screen.findAllByText(newsletterMessages.scheduled)).length).toBeGreaterThan(0);
  expect(screen.getByTestId('newsletter-state')).toHaveTextContent('Scheduled for 1 Jun 2099, 09:30 BST');
});

it('previews the e-mail as readers get it, from the API, in a frame', async () => {
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: base } }));
  api.on('PUT /api/staff/newsletters/n1', () => ({ body: { success: true, payload: base } }));
  const letter = '<!doctype html><html><body><div>Tenants Alliance</div><p>Hello tenants</p><a>Unsubscribe or change your preferences</a></body></html>';
  api.on('POST /api/staff/newsletters/n1/preview', () => ({
    body: { success: true, payload: { subject: 'March news', html: letter, text: 'Hello tenants' } },
  }));
  renderStaff('/staff/newsletters/n1', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  const frame = await screen.findByTitle('Preview of the newsletter: March news');
  expect(frame).toHaveAttribute('srcdoc', letter);
  expect(frame).toHaveAttribute('sandbox', '');
  expect(api.sent('POST /api/staff/newsletters/n1/preview')).toHaveLength(1);
});

it('a sent letter shows its link clicks in a table: each link address with its clicks', async () => {
  const sent: StaffNewsletter = {
    ...base,
    status: 'sent',
    sentAt: '2026-03-02T10:00:00.000Z',
    recipients: 3,
    sent: 3,
    clicks: 7,
    links: [
      { href: 'https://example.org/rent-reviews', clicks: 5 },
      { href: 'https://example.org/leases', clicks: 2 },
      // The same address in a second place is its own link.
      { href: 'https://example.org/rent-reviews', clicks: 0 },
    ],
  };
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: sent } }));
  renderStaff('/staff/newsletters/n1', api);
  const table = await screen.findByRole('table', { name: 'Link clicks' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Link address', 'Clicks']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
  expect(rows).toEqual([
    ['https://example.org/rent-reviews', '5'],
    ['https://example.org/leases', '2'],
    ['https://example.org/rent-reviews', '0'],
  ]);
  expect(screen.getByText('Link clicks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('7');
});

it('a sent letter with no web links says so instead of an empty table', async () => {
  api.on('GET /api/staff/newsletters/n1', () => ({ body: { success: true, payload: { ...base, status: 'sent', sentAt: base.createdAt } } }));
  renderStaff('/staff/newsletters/n1', api);
  expect(await screen.findByText('This newsletter has no web links to count clicks on.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Link clicks' })).not.toBeInTheDocument();
});
