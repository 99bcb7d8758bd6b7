import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { staffAuthMessages, type StaffPasskey } from '@tenants/shared/model';
import { HttpError } from '../../../http-errors';
import { setSessionChallenge, markSessionSecondFactor, takeSessionChallenge } from '../../account/sessions.service';
import { insertAudit } from '../staff.repository';
import { rightAnswer, takeAttempt, wrongAnswer, type RelyingParty, type SecondFactorDeps, type StaffCaller } from './attempts';
import { factorChanged } from './enrolment.service';
import { deletePasskey, findPasskey, findPasskeys, findTotp, insertPasskey, usePasskey } from './second-factor.repository';

/** A WebAuthn challenge works for this long after it was given. */
const challengeLifetimeMs = 5 * 60 * 1000;

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
  await setSessionChallenge(deps.db, caller.sessionId, options.challenge, deps.now());
  return options;
}

/** The session's challenge, used up, while it is young enough; null otherwise. */
async function sessionChallenge(deps: Pick<SecondFactorDeps, 'db' | 'now'>, sessionId: string): Promise<string | null> {
  const given = await takeSessionChallenge(deps.db, sessionId);
  if (!given || deps.now().getTime() - Date.parse(given.at) > challengeLifetimeMs) return null;
  return given.challenge;
}

/** Registers the passkey the browser made with the session's challenge. */
export async function registerPasskey(
  deps: SecondFactorDeps,
  caller: StaffCaller,
  response: RegistrationResponseJSON,
  name: string,
  rp: RelyingParty,
): Promise<StaffPasskey[]> {
  const challenge = await sessionChallenge(deps, caller.sessionId);
  if (!challenge) throw new HttpError(400, staffAuthMessages.passkeyFailed);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
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
  await deps.mailQueue.transaction(async (trx, queue) => {
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
    await insertAudit(
      trx,
      { actorId: caller.memberId, actorEmail: caller.email, action: 'staff.passkey.add', targetType: 'member', targetId: caller.memberId, data: {} },
      now,
    );
    await factorChanged(trx, queue, deps, caller, 'passkey-added', now);
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
  await setSessionChallenge(deps.db, caller.sessionId, options.challenge, deps.now());
  return options;
}

/** Whether the browser's answer was signed by one of the account's passkeys over the session's challenge. */
export async function checkPasskey(deps: SecondFactorDeps, caller: StaffCaller, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<boolean> {
  const challenge = await sessionChallenge(deps, caller.sessionId);
  const passkey = await findPasskey(deps.db, caller.memberId, response.id);
  if (!challenge || !passkey) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
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
  const attempt = await takeAttempt(deps, caller.memberId);
  if (!(await checkPasskey(deps, caller, response, rp)))
    return wrongAnswer(deps, caller.memberId, attempt, 'auth.second-factor.failure', 'passkey', staffAuthMessages.passkeyFailed);
  await markSessionSecondFactor(deps.db, caller.sessionId, deps.now());
  await rightAnswer(deps, caller.memberId);
  deps.events('auth.second-factor.success', { accountId: caller.memberId, method: 'passkey' });
}

/** Removes one of the account's passkeys (a fresh confirmation first: the route says so). The last factor cannot go. */
export async function removePasskey(deps: SecondFactorDeps, caller: StaffCaller, id: string): Promise<StaffPasskey[]> {
  const totp = await findTotp(deps.db, caller.memberId);
  const passkeys = await findPasskeys(deps.db, caller.memberId);
  if (!passkeys.some((p) => p.id === id)) throw new HttpError(404, staffAuthMessages.passkeyUnknown);
  if (!totp?.confirmed_at && passkeys.length === 1) throw new HttpError(409, staffAuthMessages.lastFactor);
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    await deletePasskey(trx, caller.memberId, id);
    await insertAudit(
      trx,
      { actorId: caller.memberId, actorEmail: caller.email, action: 'staff.passkey.remove', targetType: 'member', targetId: caller.memberId, data: {} },
      now,
    );
    await factorChanged(trx, queue, deps, caller, 'passkey-removed', now);
  });
  deps.events('auth.passkey.remove', { accountId: caller.memberId });
  return passkeyList(deps, caller);
}
