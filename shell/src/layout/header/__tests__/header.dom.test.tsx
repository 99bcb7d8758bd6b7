import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMenus, serviceAreaList, serviceAreas, servicePath } from '@tenants/shared';
import { renderWithRouter } from '../../../../test/render-in-router';
import { siteData } from '../../../../test/site-fixtures';
import { setScrollY, stubViewport } from '../../../../test/browser-stubs';
import { useAuthStore } from '../../../stores/auth-store';
import { Header, mobileMenuId } from '../header';

const renderHeader = (path = '/about') => renderWithRouter(<Header />, { path });
const bar = () => screen.getByRole('navigation', { name: 'Main' });
/** The burger and the dropdowns are summaries of details (the browser exposes them as buttons with their expanded state). */
const burger = () => screen.getByLabelText('Menu', { selector: 'summary' });
const dropdown = (container: HTMLElement, name: string) => within(container).getByText(name, { selector: 'summary' });
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const mobileMenu = () => document.getElementById(mobileMenuId)!;
/** The one of these in the bar (the closed burger menu's copy is in the document too, as the browser keeps it). */
const outsideMenu = (elements: HTMLElement[]) => {
  const outside = elements.filter((element) => !mobileMenu().contains(element));
  expect(outside).toHaveLength(1);
  return outside[0];
};

beforeEach(() => {
  stubViewport(1280);
  useAuthStore.setState({ token: null, loggedIn: false });
  document.body.style.overflow = '';
});

describe('links', () => {
  test('the bar draws the menus the editors set: a new entry, a dropdown of chosen links, the service pages', () => {
    const menus = {
      main: [
        { label: 'Help', to: '/accessibility', links: [], services: false },
        { label: 'Guides', to: '', links: [{ label: 'Lease renewals', to: '/property/lease-renewals' }], services: false },
        ...defaultMenus.main.filter((entry) => entry.services),
      ],
      footer: defaultMenus.footer,
    };
    renderWithRouter(<Header />, { path: '/about', site: { ...siteData, navigation: { ...siteData.navigation, menus } } });
    const links = within(bar());
    expect(links.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/accessibility');
    expect(dropdown(bar(), 'Guides')).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Lease renewals', hidden: true })).toHaveAttribute('href', '/property/lease-renewals');
    expect(dropdown(bar(), 'Services')).toBeInTheDocument();
    expect(links.queryByRole('link', { name: 'Lobbying' })).not.toBeInTheDocument();
  });

  test('the bar links to every section', () => {
    renderHeader();
    const links = within(bar());
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: 'Lobbying' })).toHaveAttribute('href', '/lobbying');
    expect(links.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(links.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(links.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(links.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '/enquiry');
    expect(screen.getByRole('link', { name: 'Commercial Tenants Alliance home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(outsideMenu(screen.getAllByRole('link', { name: 'Join For Free' }))).toHaveAttribute('href', '/sign-up');
  });

  test('Join For Free is hidden when logged in', () => {
    useAuthStore.setState({ token: 't', loggedIn: true });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Join For Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/login');
  });

  test('the Advice dropdown opens to its two pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    const advice = dropdown(bar(), 'Advice');
    expect(isOpen(advice)).toBe(false);
    expect(within(bar()).getByRole('link', { name: 'Our Advice & Process' })).not.toBeVisible();

    await user.click(advice);
    await waitFor(() => expect(isOpen(advice)).toBe(true));
    expect(within(bar()).getByRole('link', { name: 'Our Advice & Process' })).toBeVisible();
    expect(within(bar()).getByRole('link', { name: 'Our Advice & Process' })).toHaveAttribute('href', '/advice-support');
    expect(within(bar()).getByRole('link', { name: 'Specialist Advice & Representation' })).toHaveAttribute('href', '/specific-advice');
  });

  test('the Services dropdown lists 13 property, 8 corporate and 4 non-corporate services', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(dropdown(bar(), 'Services'));
    const counts = serviceAreaList.map((area) => {
      const list = within(bar()).getByRole('list', { name: serviceAreas[area].label });
      const links = within(list).getAllByRole('link');
      links.forEach((link, i) => expect(link).toHaveAttribute('href', servicePath(area, serviceAreas[area].links[i].slug)));
      return links.length;
    });
    expect(counts).toEqual([13, 8, 4]);
    expect(within(bar()).getByRole('link', { name: 'Own Your Own Property' })).toHaveAttribute('href', '/property/own-your-property');
  });
});

describe('dropdown keyboard', () => {
  // jsdom does not turn Enter on a summary into its activation as browsers do (the end-to-end tests press
  // it): the activation that key fires opens it here.
  test('opened, Tab reaches the links, Escape closes and returns focus to the summary', async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = dropdown(bar(), 'Services');
    services.focus();
    act(() => services.click());
    await waitFor(() => expect(isOpen(services)).toBe(true));
    expect(services).not.toHaveAttribute('tabindex');

    within(bar()).getByRole('link', { name: 'Lease Restructuring' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(services)).toBe(false));
    expect(services).toHaveFocus();
  });

  test('focus leaving an open dropdown closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const advice = dropdown(bar(), 'Advice');
    await user.click(advice);
    await waitFor(() => expect(isOpen(advice)).toBe(true));
    within(bar()).getByRole('link', { name: 'Our Advice & Process' }).focus();
    await user.tab();
    expect(within(bar()).getByRole('link', { name: 'Specialist Advice & Representation' })).toHaveFocus();
    expect(isOpen(advice)).toBe(true);
    await user.tab(); // past the last link
    await waitFor(() => expect(isOpen(advice)).toBe(false));
  });

  test('opening one dropdown closes the other', async () => {
    const user = userEvent.setup();
    renderHeader();
    const advice = dropdown(bar(), 'Advice');
    const services = dropdown(bar(), 'Services');
    expect(advice.parentElement).toHaveAttribute('name', services.parentElement!.getAttribute('name'));
    await user.click(advice);
    await waitFor(() => expect(isOpen(advice)).toBe(true));
    await user.click(services);
    await waitFor(() => expect(isOpen(services)).toBe(true));
    expect(isOpen(advice)).toBe(false);
  });

  test('following a link closes the dropdown', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    const advice = dropdown(bar(), 'Advice');
    await user.click(advice);
    await waitFor(() => expect(isOpen(advice)).toBe(true));
    await user.click(within(bar()).getByRole('link', { name: 'Our Advice & Process' }));
    expect(router.state.location.pathname).toBe('/advice-support');
    await waitFor(() => expect(isOpen(advice)).toBe(false));
  });
});

describe('burger menu', () => {
  test('opens with the same links and locks page scrolling; Escape closes, unlocks and refocuses the burger', async () => {
    stubViewport(375);
    const user = userEvent.setup();
    renderHeader();
    expect(mobileMenu()).not.toBeVisible();

    await user.click(burger());
    await waitFor(() => expect(isOpen(burger())).toBe(true));
    expect(mobileMenu()).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    const menu = within(mobileMenu());
    for (const name of ['About', 'Lobbying', 'Community', 'News', 'Enquire', 'Join For Free']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(dropdown(mobileMenu(), 'Advice')).toBeVisible();
    expect(dropdown(mobileMenu(), 'Services')).toBeVisible();

    menu.getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(burger())).toBe(false));
    expect(mobileMenu()).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
    expect(burger()).toHaveFocus();
  });

  test('Escape inside an open dropdown closes only the dropdown', async () => {
    stubViewport(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(burger());
    await waitFor(() => expect(isOpen(burger())).toBe(true));
    const services = dropdown(mobileMenu(), 'Services');
    await user.click(services);
    await waitFor(() => expect(isOpen(services)).toBe(true));
    within(mobileMenu()).getByRole('link', { name: 'Lease Restructuring' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(services)).toBe(false));
    expect(isOpen(burger())).toBe(true);
    expect(services).toHaveFocus();
  });

  test('navigating closes the menu and restores scrolling', async () => {
    stubViewport(375);
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(burger());
    await waitFor(() => expect(mobileMenu()).toBeVisible());
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Community' }));
    expect(router.state.location.pathname).toBe('/community');
    await waitFor(() => expect(mobileMenu()).not.toBeVisible());
    expect(document.body.style.overflow).toBe('');
  });

  test('widening the window past the burger breakpoint closes it', async () => {
    const viewport = stubViewport(1000);
    const user = userEvent.setup();
    renderHeader();
    await user.click(burger());
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    act(() => viewport.resize(1280));
    await waitFor(() => expect(mobileMenu()).not.toBeVisible());
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });
});

describe('visibility and background', () => {
  const header = () => screen.getByRole('banner');

  test('on the home page of a wide screen the header stays hidden until the visitor scrolls', () => {
    renderHeader('/');
    expect(header()).toHaveAttribute('data-hidden', 'true');
    act(() => setScrollY(120));
    expect(header()).not.toHaveAttribute('data-hidden');
    act(() => setScrollY(0));
    expect(header()).toHaveAttribute('data-hidden', 'true');
  });

  test("on narrower screens the home page's header is shown at the top", () => {
    stubViewport(1203);
    renderHeader('/');
    expect(header()).not.toHaveAttribute('data-hidden');
  });

  test('on other pages of a wide screen the header is shown at the top', () => {
    renderHeader('/about');
    expect(header()).not.toHaveAttribute('data-hidden');
  });

  test('the background turns solid after scrolling', () => {
    renderHeader('/about');
    expect(header()).not.toHaveClass('shell-header--solid');
    act(() => setScrollY(40));
    expect(header()).toHaveClass('shell-header--solid');
  });

  test('insights pages have a solid header at the top', () => {
    renderHeader('/insights/rent-reviews-explained');
    expect(header()).toHaveClass('shell-header--solid');
  });
});
