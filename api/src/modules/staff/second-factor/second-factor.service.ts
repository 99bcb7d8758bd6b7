import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  staffAuthMessages,
  staffRecoveryCodeCount,
  staffSecondFactorLockedMessage,
  staffSecondFactorMaxFailures,
  staffSecondFactorWindowMs,
  type StaffPasskey,
  type StaffSecondFactorStatus,
} from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import { describeWait } from '../../../plugins/error-handler';
import type { CounterStore } from '../../../security/counter-store';
import type { PasswordHasher } from '../../../security/password';
import { giveSessionChallenge, markSessionFresh, markSessionSecondFactor, passwordMatches, takeChallenge } from '../../account/account.service';
import type { SecurityLog } from '../../account/security-events';
import { insertAudit } from '../staff.repository';
import {
  confirmTotp,
  deleteFactors,
  deletePasskey,
  findPasskey,
  findPasskeys,
  findTotp,
  insertPasskey,
  putPendingTotp,
  replaceRecoveryCodes,
  unusedRecoveryCodeCount,
  usePasskey,
  useRecoveryCode,
  useTotpStep,
} from './second-factor.repository';

/** Where the passkeys belong: the site's host name and origin (relying-party.ts). */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export interface SecondFactorDeps {
  db: Kysely<Database>;
  counters: CounterStore;
  passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'>;
  now: () => Date;
  events: SecurityLog;
}

/** The signed-in staff member and their session, as the guard found them. */
export interface StaffCaller {
  memberId: string;
  email: string;
  firstname: string;
  lastname: string;
  sessionId: string;
  secondFactorAt: string | null;
}

/** A WebAuthn challenge works for this long after it was given. */
const challengeLifetimeMs = 5 * 60 * 1000;
/** A TOTP code is accepted one step (30 s) either side of the server's clock: phones drift. */
const totpToleranceSeconds = 30;
const issuer = 'Tenants staff area';

// ---------------------------------------------------------------- attempts and lockout

const failuresKey = (memberId: string) => `second-factor-failures:${memberId}`;

/** Refuses (429) while the account is locked out: 5 wrong codes or passwords in 15 minutes. */
async function notLockedOut(deps: SecondFactorDeps, memberId: string): Promise<void> {
  const { count, resetInMs } = await deps.counters.peek(failuresKey(memberId));
  if (count >= staffSecondFactorMaxFailures) {
    deps.events('auth.second-factor.lockout', { accountId: memberId });
    throw new HttpError(429, staffSecondFactorLockedMessage(describeWait(resetInMs)), { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
  }
}

/** Counts a wrong answer and refuses it (the fifth locks the account out for the rest of the window). */
async function wrongAnswer(deps: SecondFactorDeps, memberId: string, event: 'auth.second-factor.failure' | 'auth.reauth.failure', method: string, message: string): Promise<never> {
  const { count, resetInMs } = await deps.counters.hit(failuresKey(memberId), staffSecondFactorWindowMs);
  deps.events(event, { accountId: memberId, method });
  if (count >= staffSecondFactorMaxFailures) {
    deps.events('auth.second-factor.lockout', { accountId: memberId });
    throw new HttpError(429, staffSecondFactorLockedMessage(describeWait(resetInMs)), { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
  }
  throw new HttpError(400, message);
}

// ---------------------------------------------------------------- status

export async function secondFactorStatus(deps: Pick<SecondFactorDeps, 'db'>, caller: StaffCaller): Promise<StaffSecondFactorStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([findTotp(deps.db, caller.memberId), findPasskeys(deps.db, caller.memberId), unusedRecoveryCodeCount(deps.db, caller.memberId)]);
  const hasTotp = Boolean(totp?.confirmed_at);
  return { enrolled: hasTotp || passkeys.length > 0, verified: Boolean(caller.secondFactorAt), totp: hasTotp, passkeys: passkeys.length, recoveryCodesLeft };
}

const isEnrolled = async (deps: Pick<SecondFactorDeps, 'db'>, memberId: string) =>
  Boolean((await findTotp(deps.db, memberId))?.confirmed_at) || (await findPasskeys(deps.db, memberId)).length > 0;

// ---------------------------------------------------------------- TOTP enrolment

/**
 * Starts the TOTP enrolment of an account that has no factor yet: a new secret (kept unconfirmed until the
 * first code), its otpauth URI and that URI as an SVG QR code. An enrolled account is refused: a stolen
 * password must not be able to add its own app to it.
 */
export async function startTotpEnrolment(deps: SecondFactorDeps, caller: StaffCaller): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  if (await isEnrolled(deps, caller.memberId)) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
  const secret = generateSecret();
  await putPendingTotp(deps.db, caller.memberId, secret, deps.now());
  const otpauthUri = generateURI({ issuer, label: caller.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of a right TOTP code at the injected clock, or null. */
async function totpStep(deps: Pick<SecondFactorDeps, 'now'>, secret: string, code: string, after: number | null): Promise<number | null> {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const result = await verifyTotp({
    secret,
    token: digits,
    epoch: Math.floor(deps.now().getTime() / 1000),
    epochTolerance: totpToleranceSeconds,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The first code from the app confirms the enrolment: the session is verified, and ten recovery codes are made (shown once). */
export async function confirmTotpEnrolment(deps: SecondFactorDeps, caller: StaffCaller, code: string): Promise<string[]> {
  await notLockedOut(deps, caller.memberId);
  const totp = await findTotp(deps.db, caller.memberId);
  if (totp?.confirmed_at) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
  if (!totp) throw new HttpError(400, staffAuthMessages.enrolmentNotStarted);
  const step = await totpStep(deps, totp.secret, code, null);
  if (step === null) return wrongAnswer(deps, caller.memberId, 'auth.second-factor.failure', 'totp', staffAuthMessages.codeInvalid);
  const codes = newRecoveryCodes();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, caller.memberId, step, now))) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
    await replaceRecoveryCodes(trx, caller.memberId, codes.map(recoveryCodeHash), now);
    await markSessionSecondFactor(trx, caller.sessionId, now);
    await insertAudit(trx, { actorId: caller.memberId, actorEmail: caller.email, action: 'staff.second-factor.enrol', targetType: 'member', targetId: caller.memberId, data: { method: 'totp' } }, now);
  });
  await deps.counters.reset(failuresKey(caller.memberId));
  deps.events('auth.second-factor.enrol', { accountId: caller.memberId, method: 'totp' });
  deps.events('auth.second-factor.success', { accountId: caller.memberId, method: 'totp' });
  return codes;
}

// ---------------------------------------------------------------- recovery codes

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 16 characters (about 78 bits each) in groups of four: `abcd-efgh-jkmn-pqrs`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: staffRecoveryCodeCount }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
const recoveryCodeHash = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{16}$/.test(normaliseRecoveryCode(code));

// ---------------------------------------------------------------- the second step and re-authentication

/** A TOTP or recovery code: which it was, when right; null when wrong. The code is used up (no replay). */
async function checkCode(deps: SecondFactorDeps, memberId: string, code: string): Promise<'totp' | 'recovery-code' | null> {
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(deps.db, memberId, recoveryCodeHash(code), deps.now())) ? 'recovery-code' : null;
  const totp = await findTotp(deps.db, memberId);
  if (!totp?.confirmed_at) return null;
  const step = await totpStep(deps, totp.secret, code, totp.last_time_step === null ? null : Number(totp.last_time_step));
  return step !== null && (await useTotpStep(deps.db, memberId, step)) ? 'totp' : null;
}

/** The second step with a TOTP or recovery code: the session reaches the staff area. */
export async function verifyCode(deps: SecondFactorDeps, caller: StaffCaller, code: string): Promise<void> {
  await notLockedOut(deps, caller.memberId);
  if (!(await isEnrolled(deps, caller.memberId))) throw new HttpError(400, staffAuthMessages.enrolmentNotStarted);
  const method = await checkCode(deps, caller.memberId, code);
  if (!method) return wrongAnswer(deps, caller.memberId, 'auth.second-factor.failure', 'code', staffAuthMessages.codeInvalid);
  await markSessionSecondFactor(deps.db, caller.sessionId, deps.now());
  await deps.counters.reset(failuresKey(caller.memberId));
  deps.events('auth.second-factor.success', { accountId: caller.memberId, method });
}

export type ReauthProof = { password: string } | { code: string } | { passkey: AuthenticationResponseJSON };

/**
 * "Confirm it's you" before a sensitive action: the password, a code or a passkey stamps the session as fresh
 * (5 minutes). A session without its second factor cannot get here (the guard), so a password is enough.
 */
export async function reauthenticate(deps: SecondFactorDeps, caller: StaffCaller, proof: ReauthProof, rp: RelyingParty): Promise<Date> {
  await notLockedOut(deps, caller.memberId);
  let method: string;
  if ('password' in proof) {
    method = 'password';
    if (!(await passwordMatches(deps, caller.memberId, proof.password))) return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', method, staffAuthMessages.passwordInvalid);
  } else if ('code' in proof) {
    method = (await checkCode(deps, caller.memberId, proof.code)) ?? '';
    if (!method) return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', 'code', staffAuthMessages.codeInvalid);
  } else {
    method = 'passkey';
    if (!(await checkPasskey(deps, caller, proof.passkey, rp))) return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', method, staffAuthMessages.passkeyFailed);
  }
  const now = deps.now();
  await markSessionFresh(deps.db, caller.sessionId, now);
  await deps.counters.reset(failuresKey(caller.memberId));
  deps.events('auth.reauth.success', { accountId: caller.memberId, method });
  return now;
}

// ---------------------------------------------------------------- passkeys

const toPasskey = (row: { id: string; name: string; created_at: string; last_used_at: string | null }): StaffPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const transportsOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

export async function passkeyList(deps: Pick<SecondFactorDeps, 'db'>, caller: StaffCaller): Promise<StaffPasskey[]> {
  return (await findPasskeys(deps.db, caller.memberId)).map(toPasskey);
}

/** The options for the browser's `startRegistration`; the challenge is kept on the session (single use). */
export async function passkeyRegistrationOptions(deps: SecondFactorDeps, caller: StaffCaller, rp: RelyingParty) {
  const existing = await findPasskeys(deps.db, caller.memberId);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: caller.email,
    userID: new Uint8Array(Buffer.from(caller.memberId)),
    userDisplayName: `${caller.firstname} ${caller.lastname}`.trim(),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await giveSessionChallenge(deps.db, caller.sessionId, options.challenge, deps.now());
  return options;
}

/** The session's challenge, used up, while it is young enough; null otherwise. */
async function sessionChallenge(deps: Pick<SecondFactorDeps, 'db' | 'now'>, sessionId: string): Promise<string | null> {
  const given = await takeChallenge(deps.db, sessionId);
  if (!given || deps.now().getTime() - Date.parse(given.at) > challengeLifetimeMs) return null;
  return given.challenge;
}

/** Registers the passkey the browser made with the session's challenge. */
export async function registerPasskey(deps: SecondFactorDeps, caller: StaffCaller, response: RegistrationResponseJSON, name: string, rp: RelyingParty): Promise<StaffPasskey[]> {
  const challenge = await sessionChallenge(deps, caller.sessionId);
  if (!challenge) throw new HttpError(400, staffAuthMessages.passkeyFailed);
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false });
  } catch {
    // The library's reasons name fields of the authenticator's answer: not for the member of staff.
    verification = { verified: false as const };
  }
  if (!verification.verified) {
    deps.events('auth.second-factor.failure', { accountId: caller.memberId, method: 'passkey-registration' });
    throw new HttpError(400, staffAuthMessages.passkeyFailed);
  }
  const { credential } = verification.registrationInfo;
  const now = deps.now();
  const existing = await findPasskeys(deps.db, caller.memberId);
  await deps.db.transaction().execute(async (trx) => {
    await insertPasskey(
      trx,
      {
        id: credential.id,
        memberId: caller.memberId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: name || `Passkey ${existing.length + 1}`,
      },
      now,
    );
    await insertAudit(trx, { actorId: caller.memberId, actorEmail: caller.email, action: 'staff.passkey.add', targetType: 'member', targetId: caller.memberId, data: {} }, now);
  });
  deps.events('auth.passkey.add', { accountId: caller.memberId, method: 'passkey' });
  return passkeyList(deps, caller);
}

/** The options for the browser's `startAuthentication`: the account's passkeys, and a challenge kept on the session. */
export async function passkeyAuthenticationOptions(deps: SecondFactorDeps, caller: StaffCaller, rp: RelyingParty) {
  const passkeys = await findPasskeys(deps.db, caller.memberId);
  if (!passkeys.length) throw new HttpError(400, staffAuthMessages.passkeyUnknown);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    userVerification: 'preferred',
  });
  await giveSessionChallenge(deps.db, caller.sessionId, options.challenge, deps.now());
  return options;
}

/** Whether the browser's answer was signed by one of the account's passkeys over the session's challenge. */
async function checkPasskey(deps: SecondFactorDeps, caller: StaffCaller, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<boolean> {
  const challenge = await sessionChallenge(deps, caller.sessionId);
  const passkey = await findPasskey(deps.db, caller.memberId, response.id);
  if (!challenge || !passkey) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: Number(passkey.counter), transports: transportsOf(passkey.transports) },
      requireUserVerification: false,
    });
    if (verified) await usePasskey(deps.db, passkey.id, authenticationInfo.newCounter, deps.now());
    return verified;
  } catch {
    return false;
  }
}

/** The second step with a passkey: the session reaches the staff area. */
export async function verifyPasskey(deps: SecondFactorDeps, caller: StaffCaller, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<void> {
  await notLockedOut(deps, caller.memberId);
  if (!(await checkPasskey(deps, caller, response, rp))) return wrongAnswer(deps, caller.memberId, 'auth.second-factor.failure', 'passkey', staffAuthMessages.passkeyFailed);
  await markSessionSecondFactor(deps.db, caller.sessionId, deps.now());
  await deps.counters.reset(failuresKey(caller.memberId));
  deps.events('auth.second-factor.success', { accountId: caller.memberId, method: 'passkey' });
}

/** Removes one of the account's passkeys (a fresh confirmation first: the route says so). The last factor cannot go. */
export async function removePasskey(deps: SecondFactorDeps, caller: StaffCaller, id: string): Promise<StaffPasskey[]> {
  const totp = await findTotp(deps.db, caller.memberId);
  const passkeys = await findPasskeys(deps.db, caller.memberId);
  if (!passkeys.some((p) => p.id === id)) throw new HttpError(404, staffAuthMessages.passkeyUnknown);
  if (!totp?.confirmed_at && passkeys.length === 1) throw new HttpError(409, staffAuthMessages.lastFactor);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await deletePasskey(trx, caller.memberId, id);
    await insertAudit(trx, { actorId: caller.memberId, actorEmail: caller.email, action: 'staff.passkey.remove', targetType: 'member', targetId: caller.memberId, data: {} }, now);
  });
  deps.events('auth.passkey.remove', { accountId: caller.memberId });
  return passkeyList(deps, caller);
}

/** Every factor of an account goes (TOTP, passkeys, recovery codes): the CLI's `staff reset-2fa`. Answers how many rows. */
export const removeAllFactors = (db: Kysely<Database>, memberId: string) => deleteFactors(db, memberId);
