import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultRuntimeConfig, donationStorageKeys, type Session } from '@tenants/shared';
import { clearToasts, LocationOutput } from '@tenants/shared/test/remote-harness';
import DonationPage from '../src/expose/page';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };

function Routed({ apiBase }: { apiBase: string }) {
  return (
    <>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/donation/*" element={<DonationPage session={session} config={{ ...defaultRuntimeConfig, apiBase }} />} />
      </Routes>
      <LocationOutput search={false} />
      <Toaster />
    </>
  );
}

/** The donation page as the shell mounts it, with a home page to land on, the toaster and the location on show. */
export function renderDonation(path: string, apiBase = '') {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routed apiBase={apiBase} />
    </MemoryRouter>,
  );
  return { ...view, user };
}

/**
 * The same on jsdom's own history, as in a browser: history entries with their state, and session storage,
 * outlive the app, so `reload()` (unmount, render again) is a reload. The donor comes from the home page.
 */
export function renderDonationInBrowser(apiBase = '') {
  window.history.pushState(null, '', '/');
  window.history.pushState(null, '', '/donation');
  const tree = (
    <BrowserRouter>
      <Routed apiBase={apiBase} />
    </BrowserRouter>
  );
  let view = render(tree);
  return {
    user: userEvent.setup({ delay: null }),
    reload() {
      view.unmount();
      view = render(tree);
    },
  };
}
export type User = ReturnType<typeof userEvent.setup>;

export const currentPath = () => screen.getByTestId('location').textContent;
export const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) });

/**
 * The message as a toast (docs/product/donation.md) and beside the field: described by it, marked invalid and focused (a
 * preset button is focused and described but, being a button, not marked invalid).
 */
export async function expectProblem(message: string, field: HTMLElement) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  if (field.tagName === 'INPUT') expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(toasts()).toContain(message);
}
/** The texts of the toasts on show. */
export const toasts = () =>
  screen
    .queryAllByRole('status')
    .filter((el) => el.closest('[data-rht-toaster]'))
    .map((el) => el.textContent);

export const stored = () => ({
  amount: sessionStorage.getItem(donationStorageKeys.amount),
  billing: JSON.parse(sessionStorage.getItem(donationStorageKeys.billing) ?? 'null') as Record<string, string> | null,
});

export const billing = {
  firstname: 'Aisha',
  lastname: 'Patel',
  email: 'aisha@example.com',
  addressLineOne: '12 Market Street',
  addressLineTwo: 'Unit 4',
  city: 'Leeds',
  postcode: 'LS1 6DT',
};
export const billingLabels: Record<keyof typeof billing, string> = {
  firstname: 'First name',
  lastname: 'Surname',
  email: 'Email',
  addressLineOne: 'Address line 1',
  addressLineTwo: 'Address line 2 (optional)',
  city: 'Town/City',
  postcode: 'Postcode',
};
export const card = { name: 'Aisha Patel', number: '4242424242424242', month: '12', year: '2030', cvc: '123' };
export const cardLabels = { name: 'Name on card', number: 'Card number', month: 'Expiry month', year: 'Expiry year', cvc: 'CVV' } as const;

/** Pastes each value into its labelled field (pasting goes through the same filters as typing, faster). */
export async function typeInto(user: User, fields: Record<string, string>, labels: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue;
    await user.click(screen.getByLabelText(labels[field]));
    await user.paste(value);
  }
}

/** From /donation to the card step with £25 and the billing details above. */
export async function reachCardStep(user: User) {
  await user.click(screen.getByRole('button', { name: '£25' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Billing Information');
  await typeInto(user, billing, billingLabels);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Card Details');
}

export async function fillCard(user: User, values: Partial<typeof card> = card) {
  await typeInto(user, values, cardLabels);
}

/** Toasts outlive a test in react-hot-toast's store. */
export function resetBetweenTests() {
  afterEach(() => {
    clearToasts();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });
}
export { within };
