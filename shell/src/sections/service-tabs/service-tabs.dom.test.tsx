import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRouter } from '../../../test/render-in-router';
import { blockOf, siteData } from '../../../test/site-fixtures';
import { SiteDataContext } from '../../pages/content/site-data';
import { ServiceTabs } from './service-tabs';

const tab = (name: string) => screen.getByRole('tab', { name });

test('Property is selected first and only its panel shows', () => {
  renderWithRouter(<ServiceTabs block={blockOf('/', 'serviceTabs')} />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Property', 'Corporate', 'Non-Corporate']);
  expect(tab('Property')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Corporate')).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName('Property');
  expect(screen.getByRole('link', { name: 'View Property Services' })).toHaveAttribute('href', '/property/services');
});

test('clicking a tab selects it and shows its panel', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ServiceTabs block={blockOf('/', 'serviceTabs')} />);
  await user.click(tab('Corporate'));
  expect(tab('Corporate')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Property')).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Corporate');
  expect(screen.getByRole('link', { name: 'View Corporate Services' })).toHaveAttribute('href', '/corporate/services');
  await user.click(tab('Non-Corporate'));
  expect(screen.getByRole('link', { name: 'View Non-Corporate Services' })).toHaveAttribute('href', '/non-corporate/services');
});

test('arrow keys move selection and focus, wrapping at the ends; Home and End jump', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ServiceTabs block={blockOf('/', 'serviceTabs')} />);
  await user.tab();
  expect(tab('Property')).toHaveFocus();
  expect(tab('Corporate')).toHaveAttribute('tabindex', '-1');

  await user.keyboard('{ArrowRight}');
  expect(tab('Corporate')).toHaveFocus();
  expect(tab('Corporate')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Corporate')).toHaveAttribute('tabindex', '0');

  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Property')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Non-Corporate')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(tab('Property')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(tab('Non-Corporate')).toHaveFocus();
});

test('each tab is a link to its area’s services page; before the page is live they are plain links, the first area shown', () => {
  renderWithRouter(<ServiceTabs block={blockOf('/', 'serviceTabs')} />);
  expect(tab('Property')).toHaveAttribute('href', '/property/services');
  expect(tab('Corporate')).toHaveAttribute('href', '/corporate/services');
  expect(tab('Non-Corporate')).toHaveAttribute('href', '/non-corporate/services');

  const html = renderToString(
    <SiteDataContext.Provider value={siteData}>
      <MemoryRouter>
        <ServiceTabs block={blockOf('/', 'serviceTabs')} />
      </MemoryRouter>
    </SiteDataContext.Provider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  const nav = within(page).getByRole('navigation', { name: 'Service areas' });
  expect(within(page).queryByRole('tab')).not.toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Property', '/property/services'],
    ['Corporate', '/corporate/services'],
    ['Non-Corporate', '/non-corporate/services'],
  ]);
  expect(
    within(nav)
      .getAllByRole('link')
      .every((link) => !link.hasAttribute('tabindex')),
  ).toBe(true);
  // Detached markup: the panels' `hidden` is what shows one area (toBeVisible needs the document).
  expect(within(page).getByRole('link', { name: 'View Property Services' }).closest('[hidden]')).toBeNull();
  expect(within(page).getByRole('link', { name: 'View Corporate Services', hidden: true }).closest('[hidden]')).not.toBeNull();
});
