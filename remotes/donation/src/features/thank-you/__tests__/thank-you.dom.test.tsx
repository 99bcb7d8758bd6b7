import { act, screen } from '@testing-library/react';
import { donationStorageKeys, messages } from '@tenants/shared';
import { stubMatchMedia } from '@tenants/shared/test/match-media';
import { renderDonation, resetBetweenTests, stored } from '../../../../test/render-donation';
import { thankYouAnimationMs } from '../components/thank-you';

resetBetweenTests();
beforeEach(() => {
  sessionStorage.setItem(donationStorageKeys.amount, '25');
  sessionStorage.setItem(donationStorageKeys.billing, JSON.stringify({ firstname: 'Aisha' }));
});
afterEach(() => jest.useRealTimers());

const preferReducedMotion = () => stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
afterEach(() => stubMatchMedia());

test('animates for 1.2 s, then thanks the donor, offers the way home and clears the stored details', () => {
  jest.useFakeTimers();
  renderDonation('/donation/thankyou');
  const thanks = () => screen.queryByRole('heading', { level: 2, name: messages.donationThanks });
  act(() => jest.advanceTimersByTime(thankYouAnimationMs - 1));
  expect(thanks()).not.toBeInTheDocument();
  expect(stored()).toEqual({ amount: '25', billing: { firstname: 'Aisha' } });

  act(() => jest.advanceTimersByTime(1));
  expect(thanks()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
  expect(stored()).toEqual({ amount: null, billing: null });
});

test('with reduced motion there is no animation to wait for', () => {
  jest.useFakeTimers();
  preferReducedMotion();
  renderDonation('/donation/thankyou');
  act(() => jest.advanceTimersByTime(0));
  expect(screen.getByRole('heading', { level: 2, name: messages.donationThanks })).toBeInTheDocument();
  expect(stored().amount).toBeNull();
});

test('Return To Home leads home', async () => {
  const { user } = renderDonation('/donation/thankyou');
  await user.click(await screen.findByRole('link', { name: 'Return To Home' }, { timeout: 2000 }));
  expect(screen.getByText('Home page')).toBeInTheDocument();
});
