import { screen, waitFor } from '@testing-library/react';
import { donationStorageKeys, messages } from '@tenants/shared';
import { billing, currentPath, expectProblem, renderDonation, resetBetweenTests, stepHeading, stored, toasts } from '../../../../test/render-donation';

resetBetweenTests();

const preset = (name: string) => screen.getByRole('button', { name });
const custom = () => screen.getByLabelText('Other amount in pounds');

test('a preset and a custom amount exclude each other; the custom amount keeps digits only', async () => {
  const { user } = renderDonation('/donation');
  expect(await stepHeading('Your Donation')).toBeInTheDocument();
  for (const name of ['£10', '£25', '£50']) expect(preset(name)).toHaveAttribute('aria-pressed', 'false');

  await user.click(preset('£25'));
  expect(preset('£25')).toHaveAttribute('aria-pressed', 'true');
  await user.click(preset('£50'));
  expect(preset('£25')).toHaveAttribute('aria-pressed', 'false');
  expect(preset('£50')).toHaveAttribute('aria-pressed', 'true');

  await user.type(custom(), '£1,5a0.');
  expect(custom()).toHaveValue('150');
  expect(preset('£50')).toHaveAttribute('aria-pressed', 'false');

  await user.click(preset('£10'));
  expect(custom()).toHaveValue('');
  expect(preset('£10')).toHaveAttribute('aria-pressed', 'true');
});

test('nothing chosen: "Please select or enter the amount."', async () => {
  const { user } = renderDonation('/donation');
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await expectProblem(messages.amountRequired, preset('£10'));
  expect(custom()).toHaveAccessibleDescription(messages.amountRequired);
  expect(custom()).toHaveAttribute('aria-invalid', 'true');
  expect(sessionStorage.getItem(donationStorageKeys.amount)).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: /Your Donation$/ })).toBeInTheDocument();
});

test('a custom amount of zero: "Please make sure the amount is correct."', async () => {
  const { user } = renderDonation('/donation');
  await user.type(custom(), '000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await expectProblem(messages.amountInvalid, custom());
  // Typing again clears the message.
  await user.clear(custom());
  await user.type(custom(), '35');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(custom()).not.toHaveAttribute('aria-invalid');
});

test('Continue stores the amount and opens billing, with the amount summarised and the heading focused', async () => {
  const { user } = renderDonation('/donation');
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(toasts()).toContain(messages.amountRequired));
  await user.type(custom(), '75');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const heading = await stepHeading('Billing Information');
  // The step-1 message is about a step passed: it goes.
  await waitFor(() => expect(toasts()).toEqual([]), { timeout: 2000 });
  expect(heading).toHaveFocus();
  expect(stored().amount).toBe('75');
  expect(screen.getByRole('complementary', { name: 'Your donation' })).toHaveTextContent('£75');
  const steps = screen.getByRole('list', { name: 'Donation steps' });
  expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Billing Information');
  expect(currentPath()).toBe('/donation');

  // Back, and Change amount, return to step 1 with the choice kept.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading('Your Donation')).toHaveFocus();
  expect(custom()).toHaveValue('75');
});

test('a stored preset amount comes back as its button', async () => {
  sessionStorage.setItem(donationStorageKeys.amount, '50');
  renderDonation('/donation');
  expect(await screen.findByRole('button', { name: '£50' })).toHaveAttribute('aria-pressed', 'true');
});

test('entering step 1 clears the stored billing details', async () => {
  sessionStorage.setItem(donationStorageKeys.amount, '25');
  sessionStorage.setItem(donationStorageKeys.billing, JSON.stringify(billing));
  renderDonation('/donation');
  await stepHeading('Your Donation');
  expect(stored()).toEqual({ amount: '25', billing: null });
});

test('going back to step 1 clears them too, but not on the failure route', async () => {
  sessionStorage.setItem(donationStorageKeys.amount, '25');
  sessionStorage.setItem(donationStorageKeys.billing, JSON.stringify(billing));
  const { user } = renderDonation('/donation/failure');
  await stepHeading('Card Details');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Billing Information');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Your Donation');
  expect(stored().billing).toEqual(billing);
});
