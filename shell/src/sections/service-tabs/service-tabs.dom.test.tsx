import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-in-router';
import { ServiceTabs } from './service-tabs';

const tab = (name: string) => screen.getByRole('tab', { name });

test('Property is selected first and only its panel shows', () => {
  renderWithRouter(<ServiceTabs />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Property', 'Corporate', 'Non-Corporate']);
  expect(tab('Property')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Corporate')).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName('Property');
  expect(screen.getByRole('link', { name: 'View Property Services' })).toHaveAttribute('href', '/property/services');
});

test('clicking a tab selects it and shows its panel', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ServiceTabs />);
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
  renderWithRouter(<ServiceTabs />);
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
