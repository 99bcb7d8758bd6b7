import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount, setScreen } from '../../../../test/render-account';
import { guidesOffset } from '../lib/scroll-to-guides';

const api = fakeApi();
afterEach(clearToasts);

describe('View Guides', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    api.on('POST /api/token/check', () => ({ body: { success: true } }));
  });
  afterEach(() => {
    scrollTo.mockRestore();
    document.getElementById('guides')?.remove();
    setScreen({ mobile: true });
  });

  /** The advice page's guides section, 1500 px down the page, once the page has rendered. */
  function addGuidesSection() {
    const section = document.createElement('section');
    section.id = 'guides';
    section.getBoundingClientRect = () => ({ top: 1500 }) as DOMRect;
    document.body.append(section);
  }

  it.each([
    [true, guidesOffset.mobile],
    [false, guidesOffset.wide],
  ])('goes to the advice page and scrolls to #guides (mobile %p: %i px above it)', async (mobile, offset) => {
    setScreen({ mobile });
    renderAccount('/login', api.base, { token: 'member-token', loggedIn: true });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'View Guides' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/advice-support#guides');

    addGuidesSection();
    // The section is looked for until it is there; on a busy machine that can take more than a few frames.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - offset, behavior: 'smooth' }), { timeout: 5000 });
    expect(guidesOffset.mobile).toBe(96);
  });
});
