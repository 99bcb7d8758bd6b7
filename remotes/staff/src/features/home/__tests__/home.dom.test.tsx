import { screen, within } from '@testing-library/react';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

it("shows the day's counts, each linking to its filtered list", async () => {
  signIn(api);
  api.on('GET /api/staff/summary', () => ({
    body: { success: true, payload: { newEnquiries: 4, unassignedEnquiries: 1, myEnquiries: 2, consultationRequests: 5, drafts: 3, review: 2, pageReview: 1 } },
  }));
  renderStaff('/staff', api);
  const counts = await screen.findByRole('region', { name: 'Waiting for you' });
  expect(await within(counts).findByRole('link', { name: '4 new enquiries' })).toHaveAttribute('href', '/staff/enquiries?status=new');
  expect(within(counts).getByRole('link', { name: '1 unassigned enquiry' })).toHaveAttribute('href', '/staff/enquiries?assignedTo=none');
  expect(within(counts).getByRole('link', { name: '2 open enquiries assigned to you' })).toHaveAttribute('href', '/staff/enquiries?assignedTo=me');
  expect(within(counts).getByRole('link', { name: '5 consultation requests waiting' })).toHaveAttribute('href', '/staff/consultations');
  expect(within(counts).getByRole('link', { name: '3 draft articles' })).toHaveAttribute('href', '/staff/news?state=draft');
  // Editors are told what contributors submitted.
  expect(within(counts).getByRole('link', { name: '2 articles waiting for review' })).toHaveAttribute('href', '/staff/news?review=submitted');
  // And the pages waiting beside them.
  expect(within(counts).getByRole('link', { name: '1 page waiting for review' })).toHaveAttribute('href', '/staff/pages?review=submitted');
});

it('shows a contributor their drafts, what came back to them, and the news and pages desks only', async () => {
  signIn(api, { id: 's3', firstname: 'Cat', lastname: 'Writer', email: 'cat@tenants.example', role: 'contributor' });
  api.on('GET /api/staff/summary', () => ({
    body: { success: true, payload: { newEnquiries: 0, unassignedEnquiries: 0, myEnquiries: 0, consultationRequests: 0, drafts: 1, review: 1, pageReview: 2 } },
  }));
  renderStaff('/staff', api);
  const counts = await screen.findByRole('region', { name: 'Waiting for you' });
  expect(await within(counts).findByRole('link', { name: '1 draft article' })).toBeInTheDocument();
  expect(within(counts).getByRole('link', { name: '1 article sent back to you' })).toHaveAttribute('href', '/staff/news?review=returned');
  expect(within(counts).getByRole('link', { name: '2 pages sent back to you' })).toHaveAttribute('href', '/staff/pages?review=returned');
  expect(within(counts).getAllByRole('link')).toHaveLength(3);
  expect(screen.queryByRole('link', { name: 'Enquiries' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'News' }).length).toBeGreaterThan(0);
  // Their card says what they can do there.
  expect(screen.getByText(/submit them for review, and suggest changes to published articles/)).toBeInTheDocument();
  expect(screen.getByText(/Change the site’s pages as drafts and submit them for review/)).toBeInTheDocument();
});
