/**
 * The forms' fixed terms, with no zod: the choices, presets and messages the enquiry, donation and account
 * screens draw at first paint, before their contracts (and zod) are loaded. The contracts in `contracts/`
 * build their schemas from the same values.
 */
import { messages } from './messages';
import { donationStoragePrefix } from './wizard/flow-storage';

export const enquiryTypes = ['Property', 'Corporate', 'Non-Corporate', 'Unsure'] as const;
/** The rent bands as docs/product/enquiry.md writes them. */
export const rentBands = ['Below £10,000', '£10,001 - £20,000', '£20,001 - £50,000', 'Above £50,000', 'Unsure'] as const;
/** isLeaseHeld: Yes=1, No=0, Unsure=2 (docs/product/enquiry.md). */
export const leaseHeldOptions = [
  { label: 'Yes', value: 1 },
  { label: 'No', value: 0 },
  { label: 'Unsure', value: 2 },
] as const;

export const donationPresets = [10, 25, 50] as const;
export const donationStorageKeys = { amount: `${donationStoragePrefix}amount`, billing: `${donationStoragePrefix}billing` } as const;

/**
 * The API's own account messages that docs/product/accounts-and-guides.md shows as they come ("Login failure: server message shown",
 * "Reset password failure: server message shown"), written once for the API and the tests.
 */
export const accountMessages = {
  /** The same for an unknown e-mail and a wrong password, so the answer does not tell which accounts exist. */
  loginFailed: 'Incorrect email or password.',
  /** A missing, unknown, expired or revoked session token. */
  sessionInvalid: 'Your session has expired. Please log in again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  /** Reset shows the server's message as it is, so it gets the client's wording rather than the register code. */
  resetPasswordTooShort: messages.passwordTooShort,
  registered: 'Thanks for signing up!',
  loggedIn: 'You can now access all our guides.',
  resetSent: messages.resetSent,
  passwordChanged: 'Your password has been reset.',
  loggedOut: messages.loggedOut,
} as const;

/** The shortest password the server accepts (docs/product/accounts-and-guides.md). */
export const minPasswordLength = 8;
