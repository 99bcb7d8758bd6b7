import { screen, within } from '@testing-library/react';
import { tokenCheckPath } from '@tenants/shared';
import { renderWithRouter } from '../../../test/render-in-router';
import { stubHttp } from '../../../test/browser-stubs';
import { guideFileUrl, guides, shortListNames } from '../../content/guides';
import { useAuthStore } from '../../stores/auth-store';
import { Guides } from '../guides';

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  useAuthStore.setState({ token: null, loggedIn: false });
  localStorage.clear();
});

test('the section has the guides anchor', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  const { container } = renderWithRouter(<Guides full />);
  expect(container.querySelector('section#guides')).not.toBeNull();
});

test('visitors see every guide locked, with Join To Unlock to /login, and no download links', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  renderWithRouter(<Guides full />);
  expect(names()).toEqual(guides.map((g) => g.name));
  expect(screen.getAllByRole('img', { name: 'Locked' })).toHaveLength(8);
  const unlock = screen.getAllByRole('link', { name: 'Join To Unlock' });
  expect(unlock).toHaveLength(8);
  unlock.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
  expect(unlock[0]).toHaveAccessibleDescription(guides[0].name);
  expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry');
});

test('the short view lists the four named guides and View All Guides', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  renderWithRouter(<Guides full={false} />);
  expect(names()).toEqual(shortListNames);
  expect(screen.getByRole('link', { name: 'View All Guides' })).toHaveAttribute('href', '/advice-support');
});

test('members get Download links opening the file in a new tab', () => {
  stubHttp(() => ({ status: 200, data: { success: true } }));
  useAuthStore.setState({ token: null, loggedIn: true });
  renderWithRouter(<Guides full />);
  const downloads = screen.getAllByRole('link', { name: 'Download' });
  expect(downloads).toHaveLength(8);
  downloads.forEach((link, index) => {
    expect(link).toHaveAttribute('href', guideFileUrl(guides[index]));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
  expect(guideFileUrl(guides[0])).toBe('/guides/disposing-of-leasehold-property.pdf');
  expect(screen.queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
});

test('a stored token is checked again: accepted unlocks the guides, refused clears it', async () => {
  const http = stubHttp(() => ({ status: 200, data: { success: true } }));
  useAuthStore.setState({ token: 'good', loggedIn: false });
  renderWithRouter(<Guides full={false} />);
  expect(await screen.findAllByRole('link', { name: 'Download' })).toHaveLength(4);
  expect(http.mock.calls[0][0].url).toBe(tokenCheckPath);
});

test('a refused token logs the visitor out and keeps the guides locked', async () => {
  stubHttp(() => ({ status: 401, data: { success: false, message: 'Unauthorised', errors: [{ message: 'Unauthorised' }] } }));
  localStorage.setItem('token', 'stale');
  useAuthStore.setState({ token: 'stale', loggedIn: true });
  const view = renderWithRouter(<Guides full={false} />);
  expect(await within(view.container).findAllByRole('link', { name: 'Join To Unlock' })).toHaveLength(4);
  expect(localStorage.getItem('token')).toBeNull();
});
