import './zod-setup';
import { z } from 'zod';
import { staffApiPrefix } from './staff';

/**
 * The staff area's second factor and re-authentication (docs/product/staff.md "Second factor").
 * Staff log in with their password as everyone does; that session reaches only the endpoints below until it
 * is confirmed with a second factor: a TOTP code from an authenticator app, a one-time recovery code, or a
 * passkey. Enrolment (TOTP, then ten recovery codes shown once) needs the single-use enrolment link e-mailed to
 * the account's own address (its code travels in the link's fragment), so a password alone cannot enrol.
 * Erase, deactivate, reactivate, exports and removing a passkey also need a password or factor given in the
 * last 5 minutes: POST `staffReauthPath` stamps the session.
 */
export const staffSecondFactorPath = `${staffApiPrefix}/second-factor`;
/** POST `{ enrolmentCode }`: starts (or restarts) the TOTP enrolment: a new secret, its QR code and otpauth URI. */
export const staffTotpEnrolPath = `${staffSecondFactorPath}/totp`;
/** POST `{ code, enrolmentCode }`: the first code from the app confirms the enrolment (and uses the link up); answers the ten recovery codes (shown once). */
export const staffTotpConfirmPath = `${staffSecondFactorPath}/totp/confirm`;
/** POST: e-mails a new enrolment link to the account's own address (an account without a factor; rate limited). */
export const staffEnrolmentLinkPath = `${staffSecondFactorPath}/enrolment-link`;
/** POST `{ code }`: a TOTP code or a recovery code confirms this session. */
export const staffSecondFactorVerifyPath = `${staffSecondFactorPath}/verify`;
/** GET: the account's passkeys; POST `{ response, name? }`: registers one (answers the list). */
export const staffPasskeysPath = `${staffSecondFactorPath}/passkeys`;
export const staffPasskeyPath = (id: string) => `${staffPasskeysPath}/${encodeURIComponent(id)}`;
/** POST: the options for `startRegistration` (a verified session only). */
export const staffPasskeyRegistrationOptionsPath = `${staffPasskeysPath}/registration-options`;
/** POST: the options for `startAuthentication` (the second step, or re-authentication). */
export const staffPasskeyAuthenticationOptionsPath = `${staffPasskeysPath}/authentication-options`;
/** POST `{ response }`: a passkey confirms this session. */
export const staffPasskeyVerifyPath = `${staffPasskeysPath}/verify`;
/** POST `{ password }`, `{ code }` or `{ passkey }`: "confirm it's you" before a sensitive action. */
export const staffReauthPath = `${staffApiPrefix}/reauth`;

export const staffAuthMessages = {
  codeRequired: 'Please enter the 6-digit code from your app, or a recovery code.',
  codeInvalid: 'That code is not right. Please try again.',
  alreadyEnrolled: 'Your second factor is already set up.',
  enrolmentNotStarted: 'Please start setting up your authenticator app again.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  passkeyUnknown: 'This passkey is not registered to your account.',
  lastFactor: 'This is your only second factor: add an authenticator app or another passkey first.',
  passkeyNameInvalid: 'A passkey name may be at most 60 characters.',
  passwordInvalid: 'That password is not right.',
  reauthRequired: 'Please enter your password or a code, or use a passkey.',
  verified: 'Thank you: you are signed in to the staff area.',
  reauthenticated: 'Thank you: you can go on.',
  enrolmentCodeRequired:
    'Check your e-mail: to set up your second factor, open the link we sent to your e-mail address. You can ask for a new link if it has expired.',
  enrolmentLinkSent: 'We have sent a new link to your e-mail address. It works once, for 24 hours.',
  enrolmentLinkLimited: 'We have already sent you several links. Please check your e-mail, or wait an hour and ask again.',
  /**
   * No link is sent while the account's address is not the one it had, confirmed, when its staff role was
   * given (403): whoever moved the address must not get the link. An administrator checks and re-sends it.
   */
  enrolmentAddressChanged:
    'Your e-mail address has changed since you were given access to the staff area, so we have not sent a link. Please ask an administrator to check your address and send you a new one.',
  /** An admin's reset of such an account: refused before anything changes (409), with the way to re-send after checking. */
  resetAddressChanged:
    'This colleague’s e-mail address has changed since they were given access to the staff area, so nothing was reset and no link was sent. Check the address with them in person, then reset it from the server: node api/dist/cli.js staff reset-2fa EMAIL --address-checked',
} as const;

/**
 * The enrolment link (finding: a password alone must not enrol a factor): single use, 24 hours, only its
 * hash stored; sent by `staff add`, `staff reset-2fa`, an accepted invitation, or on request from the
 * "check your e-mail" screen (3 an hour per account).
 */
export const staffEnrolmentLifetimeMs = 24 * 60 * 60 * 1000;
export const staffEnrolmentLinksPerHour = 3;
/** The link's fragment key: `/staff#enrol=<code>` (a fragment never reaches the server's logs). */
export const staffEnrolmentFragmentKey = 'enrol';
export const staffEnrolmentCodeSchema = z
  .string()
  .trim()
  .max(100, staffAuthMessages.enrolmentCodeRequired)
  .regex(/^[A-Za-z0-9_-]*$/, staffAuthMessages.enrolmentCodeRequired);

/** The lockout after too many wrong codes or passwords (5 in 15 minutes per account). */
export const staffSecondFactorLockedMessage = (wait: string) => `Too many wrong attempts. Please wait ${wait} and try again.`;
export const staffSecondFactorMaxFailures = 5;
export const staffSecondFactorWindowMs = 15 * 60 * 1000;
export const staffRecoveryCodeCount = 10;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces and case do not matter. */
export const staffCodeSchema = z
  .string({ error: staffAuthMessages.codeRequired })
  .trim()
  .min(1, staffAuthMessages.codeRequired)
  .max(40, staffAuthMessages.codeInvalid);
export const staffCodeRequestSchema = z.object({ code: staffCodeSchema });
/** Optional in the contract (the body too): without it the answer is the 403 that says to check the e-mail, not a 400. */
export const staffTotpEnrolRequestSchema = z.object({ enrolmentCode: staffEnrolmentCodeSchema.optional() }).nullish();
export const staffTotpConfirmRequestSchema = z.object({ code: staffCodeSchema, enrolmentCode: staffEnrolmentCodeSchema.optional() });

export const staffSecondFactorStatusSchema = z.object({
  /** The account has a confirmed TOTP or a passkey. */
  enrolled: z.boolean(),
  /** This session has been confirmed with a second factor. */
  verified: z.boolean(),
  totp: z.boolean(),
  passkeys: z.number().int(),
  recoveryCodesLeft: z.number().int(),
});
export type StaffSecondFactorStatus = z.infer<typeof staffSecondFactorStatusSchema>;
export const staffSecondFactorStatusResponseSchema = z.object({ success: z.literal(true), payload: staffSecondFactorStatusSchema });

export const staffTotpEnrolResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code: a `data:image/svg+xml;base64,…` URL for an <img>. */
    qrCode: z.string(),
  }),
});
export const staffRecoveryCodesResponseSchema = z.object({ success: z.literal(true), payload: z.object({ recoveryCodes: z.array(z.string()) }) });

/**
 * WebAuthn's JSON shapes (@simplewebauthn's `*OptionsJSON` and `*ResponseJSON`): checked here for their
 * outline only; the server library checks every field that matters.
 */
const base64url = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z0-9_-]*$/);
export const staffPasskeyOptionsResponseSchema = z.object({ success: z.literal(true), payload: z.looseObject({ challenge: z.string() }) });
export const staffPasskeyCredentialSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});
export const staffPasskeyRegisterSchema = z.object({
  response: staffPasskeyCredentialSchema,
  name: z.string().trim().max(60, staffAuthMessages.passkeyNameInvalid).optional().default(''),
});
export const staffPasskeyVerifySchema = z.object({ response: staffPasskeyCredentialSchema });
export const staffPasskeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;
export const staffPasskeyListResponseSchema = z.object({ success: z.literal(true), payload: z.array(staffPasskeySchema) });

/** Exactly one of a password, a code (TOTP or recovery) or a passkey's answer. */
export const staffReauthSchema = z
  .object({ password: z.string().max(200).optional(), code: staffCodeSchema.optional(), passkey: staffPasskeyCredentialSchema.optional() })
  // Reported at a field: a failure at the body's root reads as "the body must be a JSON object".
  .refine((v) => [v.password, v.code, v.passkey].filter((x) => x !== undefined && x !== '').length === 1, {
    message: staffAuthMessages.reauthRequired,
    path: ['password'],
  });
export const staffReauthResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: z.object({ freshUntil: z.string() }) });
