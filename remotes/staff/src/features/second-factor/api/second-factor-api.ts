import type { AxiosInstance } from 'axios';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  okSchema,
  staffAuthMessages,
  staffEnrolmentLinkPath,
  staffPasskeyAuthenticationOptionsPath,
  staffPasskeyListResponseSchema,
  staffPasskeyOptionsResponseSchema,
  staffPasskeyPath,
  staffPasskeyRegistrationOptionsPath,
  staffPasskeysPath,
  staffPasskeyVerifyPath,
  staffReauthPath,
  staffReauthResponseSchema,
  staffRecoveryCodesResponseSchema,
  staffSecondFactorPath,
  staffSecondFactorStatusResponseSchema,
  staffSecondFactorVerifyPath,
  staffTotpConfirmPath,
  staffTotpEnrolPath,
  staffTotpEnrolResponseSchema,
  type StaffPasskey,
  type StaffSecondFactorStatus,
} from '@tenants/shared';

/** GET: whether the account has a factor and this session has given it. */
export async function getSecondFactorStatus(client: AxiosInstance, signal?: AbortSignal): Promise<StaffSecondFactorStatus> {
  const { data } = await client.get(staffSecondFactorPath, { signal });
  return staffSecondFactorStatusResponseSchema.parse(data).payload;
}

/** POST `{ enrolmentCode }` (from the e-mailed link): a new authenticator secret, its QR code (a data URL) and URI. */
export async function startTotp(client: AxiosInstance, enrolmentCode: string) {
  const { data } = await client.post(staffTotpEnrolPath, { enrolmentCode });
  return staffTotpEnrolResponseSchema.parse(data).payload;
}

/** POST `{ code, enrolmentCode }`: confirms the app (the link is used up); answers the ten recovery codes (shown once). */
export async function confirmTotp(client: AxiosInstance, code: string, enrolmentCode: string): Promise<string[]> {
  const { data } = await client.post(staffTotpConfirmPath, { code, enrolmentCode });
  return staffRecoveryCodesResponseSchema.parse(data).payload.recoveryCodes;
}

/** POST: e-mails a new enrolment link to the account's own address. */
export async function sendEnrolmentLink(client: AxiosInstance): Promise<string> {
  return okSchema.parse((await client.post(staffEnrolmentLinkPath)).data).message ?? staffAuthMessages.enrolmentLinkSent;
}

/** POST `{ code }`: an app code or a recovery code confirms this session. */
export async function verifyCode(client: AxiosInstance, code: string): Promise<void> {
  okSchema.parse((await client.post(staffSecondFactorVerifyPath, { code })).data);
}

export async function passkeyAuthenticationOptions(client: AxiosInstance): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { data } = await client.post(staffPasskeyAuthenticationOptionsPath);
  // The contract checks the outline; the browser library reads the rest.
  return staffPasskeyOptionsResponseSchema.parse(data).payload as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export async function verifyPasskey(client: AxiosInstance, response: AuthenticationResponseJSON): Promise<void> {
  okSchema.parse((await client.post(staffPasskeyVerifyPath, { response })).data);
}

export async function passkeyRegistrationOptions(client: AxiosInstance): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { data } = await client.post(staffPasskeyRegistrationOptionsPath);
  return staffPasskeyOptionsResponseSchema.parse(data).payload as unknown as PublicKeyCredentialCreationOptionsJSON;
}

export async function registerPasskey(client: AxiosInstance, response: RegistrationResponseJSON, name: string): Promise<StaffPasskey[]> {
  const { data } = await client.post(staffPasskeysPath, { response, name });
  return staffPasskeyListResponseSchema.parse(data).payload;
}

export async function listPasskeys(client: AxiosInstance, signal?: AbortSignal): Promise<StaffPasskey[]> {
  const { data } = await client.get(staffPasskeysPath, { signal });
  return staffPasskeyListResponseSchema.parse(data).payload;
}

export async function removePasskey(client: AxiosInstance, id: string): Promise<StaffPasskey[]> {
  const { data } = await client.delete(staffPasskeyPath(id));
  return staffPasskeyListResponseSchema.parse(data).payload;
}

/** POST: "confirm it's you" with a password, a code or a passkey's answer. */
export async function reauth(client: AxiosInstance, proof: { password: string } | { code: string } | { passkey: AuthenticationResponseJSON }): Promise<void> {
  staffReauthResponseSchema.parse((await client.post(staffReauthPath, proof)).data);
}
