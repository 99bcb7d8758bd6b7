import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { staffAuthMessages, staffRecoveryCodeCount, type StaffSecondFactorStatus } from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import { markSessionFresh, markSessionSecondFactor } from '../../account/sessions.service';
import { passwordMatches } from '../../account/members.service';
import { insertAudit } from '../staff.repository';
import { failuresKey, notLockedOut, wrongAnswer, type RelyingParty, type SecondFactorDeps, type StaffCaller } from './attempts';
import { checkPasskey } from './passkeys.service';
import {
  confirmTotp,
  deleteFactors,
  findPasskeys,
  findTotp,
  putPendingTotp,
  replaceRecoveryCodes,
  unusedRecoveryCodeCount,
  useRecoveryCode,
  useTotpStep,
} from './second-factor.repository';

export type { RelyingParty, SecondFactorDeps, StaffCaller } from './attempts';
export { passkeyAuthenticationOptions, passkeyList, passkeyRegistrationOptions, registerPasskey, removePasskey, verifyPasskey } from './passkeys.service';

/**
 * The second factor of a staff session (docs/product/staff.md): its status, TOTP enrolment with recovery
 * codes, the second step with a code, re-authentication ("confirm it's you"), and a reset. Passkeys are
 * passkeys.service.ts; attempts and the lockout, attempts.ts.
 */

/** A TOTP code is accepted one step (30 s) either side of the server's clock: phones drift. */
const totpToleranceSeconds = 30;
const issuer = 'Tenants staff area';

// ---------------------------------------------------------------- status

export async function secondFactorStatus(deps: Pick<SecondFactorDeps, 'db'>, caller: StaffCaller): Promise<StaffSecondFactorStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    findTotp(deps.db, caller.memberId),
    findPasskeys(deps.db, caller.memberId),
    unusedRecoveryCodeCount(deps.db, caller.memberId),
  ]);
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
    await insertAudit(
      trx,
      {
        actorId: caller.memberId,
        actorEmail: caller.email,
        action: 'staff.second-factor.enrol',
        targetType: 'member',
        targetId: caller.memberId,
        data: { method: 'totp' },
      },
      now,
    );
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
    if (!(await passwordMatches(deps, caller.memberId, proof.password)))
      return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', method, staffAuthMessages.passwordInvalid);
  } else if ('code' in proof) {
    method = (await checkCode(deps, caller.memberId, proof.code)) ?? '';
    if (!method) return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', 'code', staffAuthMessages.codeInvalid);
  } else {
    method = 'passkey';
    if (!(await checkPasskey(deps, caller, proof.passkey, rp)))
      return wrongAnswer(deps, caller.memberId, 'auth.reauth.failure', method, staffAuthMessages.passkeyFailed);
  }
  const now = deps.now();
  await markSessionFresh(deps.db, caller.sessionId, now);
  await deps.counters.reset(failuresKey(caller.memberId));
  deps.events('auth.reauth.success', { accountId: caller.memberId, method });
  return now;
}

/** Every factor of an account goes (TOTP, passkeys, recovery codes): the CLI's `staff reset-2fa`. Answers how many rows. */
export const removeAllFactors = (db: Kysely<Database>, memberId: string) => deleteFactors(db, memberId);
