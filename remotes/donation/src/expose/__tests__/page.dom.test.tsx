import { screen } from '@testing-library/react';
import { donationStorageKeys } from '@tenants/shared';
import { renderDonation, resetBetweenTests, stepHeading } from '../../../test/render-donation';

resetBetweenTests();

test.each(['/donation', '/donation/failure', '/donation/thankyou'])('%s opens with the donation hero', async (path) => {
  sessionStorage.setItem(donationStorageKeys.amount, '10');
  renderDonation(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Make A Donation' })).toBeInTheDocument();
});

test('/donation shows the three steps, the first current, without taking the focus', async () => {
  renderDonation('/donation');
  const heading = await stepHeading('Your Donation');
  const steps = screen.getAllByRole('listitem').map((item) => [item.textContent, item.getAttribute('aria-current')]);
  expect(steps).toEqual([
    ['1Your Donation', 'step'],
    ['2Billing Information', null],
    ['3Card Details', null],
  ]);
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(heading).not.toHaveFocus();
  expect(screen.getByRole('region', { name: 'Step 1 of 3: Your Donation' })).toBeInTheDocument();
});
