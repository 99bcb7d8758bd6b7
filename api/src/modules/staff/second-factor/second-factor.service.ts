import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { staffAuthMessages, staffRecoveryCodeCount, type StaffSecondFactorStatus } from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { isSealed, type SecretBox } from '../../../security/secret-box';
import { HttpError } from '../../../http-errors';
import { setSessionFresh, markSessionSecondFactor } from '../../account/sessions.service';
import { passwordMatches } from '../../account/members.service';
import { insertAudit } from '../staff.repository';
import { rightAnswer, takeAttempt, wrongAnswer, type RelyingParty, type SecondFactorDeps, type StaffCaller } from './attempts';
import { enrolmentCodeOf, factorChanged, isEnrolled } from './enrolment.service';
import { checkPasskey } from './passkeys.service';
import {
  confirmTotp,
  deleteEnrolmentCodes,
  deleteFactors,
  findPasskeys,
  findTotp,
  putPendingTotp,
  replaceRecoveryCodes,
  unusedRecoveryCodeCount,
  useRecoveryCode,
  allTotpSecrets,
  resealTotp,
  useEnrolmentCode,
  useTotpStep,
} from './second-factor.repository';

export type { RelyingParty, SecondFactorDeps, StaffCaller } from './attempts';
export { passkeyAuthenticationOptions, passkeyList, passkeyRegistrationOptions, registerPasskey, removePasskey, verifyPasskey } from './passkeys.service';
export { issueEnrolmentLink, sendEnrolmentLink, type Addressee, type EnrolmentMail } from './enrolment.service';

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

// ---------------------------------------------------------------- TOTP enrolment

/**
 * Starts the TOTP enrolment of an account that has no factor yet, with the code of the link e-mailed to it
 * (403 "check your e-mail" without): a new secret (sealed, kept unconfirmed until the first code), its
 * otpauth URI and that URI as an SVG QR code. An enrolled account is refused: a stolen password must not be
 * able to add its own app to it.
 */
export async function startTotpEnrolment(
  deps: SecondFactorDeps,
  caller: StaffCaller,
  enrolmentCode: string | undefined,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  if (await isEnrolled(deps.db, caller.memberId)) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
  await enrolmentCodeOf(deps, caller, enrolmentCode);
  const secret = generateSecret();
  await putPendingTotp(deps.db, caller.memberId, deps.secrets.seal(secret, caller.memberId), deps.now());
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

/**
 * The first code from the app, with the enrolment link's code, confirms the enrolment: the link is used up,
 * the session is verified (not fresh: the first code of an app just given proves nothing more than the link
 * did), ten recovery codes are made (shown once), the account is mailed and its other sessions end.
 */
export async function confirmTotpEnrolment(deps: SecondFactorDeps, caller: StaffCaller, code: string, enrolmentCode: string | undefined): Promise<string[]> {
  const totp = await findTotp(deps.db, caller.memberId);
  if (totp?.confirmed_at) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
  const link = await enrolmentCodeOf(deps, caller, enrolmentCode);
  if (!totp) throw new HttpError(400, staffAuthMessages.enrolmentNotStarted);
  const attempt = await takeAttempt(deps, caller.memberId);
  const step = await totpStep(deps, deps.secrets.open(totp.secret, caller.memberId), code, null);
  if (step === null) return wrongAnswer(deps, caller.memberId, attempt, 'auth.second-factor.failure', 'totp', staffAuthMessages.codeInvalid);
  const codes = newRecoveryCodes();
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    if (!(await useEnrolmentCode(trx, link, now))) throw new HttpError(403, staffAuthMessages.enrolmentCodeRequired);
    if (!(await confirmTotp(trx, caller.memberId, step, now))) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
    await replaceRecoveryCodes(trx, caller.memberId, codes.map(recoveryCodeHash), now);
    await markSessionSecondFactor(trx, caller.sessionId, now, false);
    await factorChanged(trx, queue, deps, caller, 'enrolled', now);
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
  await rightAnswer(deps, caller.memberId);
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
  const secret = deps.secrets.open(totp.secret, memberId);
  const step = await totpStep(deps, secret, code, totp.last_time_step === null ? null : Number(totp.last_time_step));
  return step !== null && (await useTotpStep(deps.db, memberId, step)) ? 'totp' : null;
}

/** The second step with a TOTP or recovery code: the session reaches the staff area. */
export async function verifyCode(deps: SecondFactorDeps, caller: StaffCaller, code: string): Promise<void> {
  if (!(await isEnrolled(deps.db, caller.memberId))) throw new HttpError(400, staffAuthMessages.enrolmentNotStarted);
  const attempt = await takeAttempt(deps, caller.memberId);
  const method = await checkCode(deps, caller.memberId, code);
  if (!method) return wrongAnswer(deps, caller.memberId, attempt, 'auth.second-factor.failure', 'code', staffAuthMessages.codeInvalid);
  await markSessionSecondFactor(deps.db, caller.sessionId, deps.now());
  await rightAnswer(deps, caller.memberId);
  deps.events('auth.second-factor.success', { accountId: caller.memberId, method });
}

export type ReauthProof = { password: string } | { code: string } | { passkey: AuthenticationResponseJSON };

/**
 * "Confirm it's you" before a sensitive action: the password, a code or a passkey stamps the session as fresh
 * (5 minutes). A session without its second factor cannot get here (the guard). A password is enough for
 * erase, deactivate, reactivate and exports; releases, newsletters, invitations and passkey changes take a
 * code or a passkey (the session's `fresh_factor_at`).
 */
export async function reauthenticate(deps: SecondFactorDeps, caller: StaffCaller, proof: ReauthProof, rp: RelyingParty): Promise<Date> {
  const attempt = await takeAttempt(deps, caller.memberId);
  let method: string;
  if ('password' in proof) {
    method = 'password';
    if (!(await passwordMatches(deps, caller.memberId, proof.password)))
      return wrongAnswer(deps, caller.memberId, attempt, 'auth.reauth.failure', method, staffAuthMessages.passwordInvalid);
  } else if ('code' in proof) {
    method = (await checkCode(deps, caller.memberId, proof.code)) ?? '';
    if (!method) return wrongAnswer(deps, caller.memberId, attempt, 'auth.reauth.failure', 'code', staffAuthMessages.codeInvalid);
  } else {
    method = 'passkey';
    if (!(await checkPasskey(deps, caller, proof.passkey, rp)))
      return wrongAnswer(deps, caller.memberId, attempt, 'auth.reauth.failure', method, staffAuthMessages.passkeyFailed);
  }
  const now = deps.now();
  await setSessionFresh(deps.db, caller.sessionId, now, method !== 'password');
  await rightAnswer(deps, caller.memberId);
  deps.events('auth.reauth.success', { accountId: caller.memberId, method });
  return now;
}

/** Every factor of an account goes (TOTP, passkeys, recovery codes, enrolment links): the CLI's `staff reset-2fa`. Answers how many factor rows. */
export async function removeAllFactors(db: Kysely<Database>, memberId: string): Promise<number> {
  await deleteEnrolmentCodes(db, memberId);
  return deleteFactors(db, memberId);
}

/**
 * The CLI's `staff rotate-totp-key`: every secret not sealed under the current key (an older key, given as
 * TOTP_ENCRYPTION_KEY_PREVIOUS, or none at all) is sealed again under it. Answers how many of how many.
 */
export async function rotateTotpSecrets(db: Kysely<Database>, box: SecretBox): Promise<{ sealed: number; total: number }> {
  const rows = await allTotpSecrets(db);
  let sealed = 0;
  for (const row of rows) {
    if (box.isCurrent(row.secret)) continue;
    const plain = isSealed(row.secret) ? box.open(row.secret, row.member_id) : row.secret;
    if (await resealTotp(db, row.member_id, row.secret, box.seal(plain, row.member_id))) sealed += 1;
  }
  return { sealed, total: rows.length };
}
