import axios, { type AxiosInstance } from 'axios';
import {
  accountDetailsPath,
  accountEmailConfirmPath,
  accountEmailPath,
  accountPasswordPath,
  okSchema,
  profilePath,
  profileResponseSchema,
  type AccountDetails,
} from '@tenants/shared';

/** GET the signed-in member's name, e-mail and phone. */
export async function loadProfile(client: AxiosInstance) {
  const { data } = await client.get(profilePath);
  return profileResponseSchema.parse(data).payload;
}

/** PUT name and phone: the server's sentence. */
export async function saveDetails(client: AxiosInstance, details: AccountDetails): Promise<string | undefined> {
  const { data } = await client.put(accountDetailsPath, details);
  return (data as { message?: string }).message;
}

/** POST a new e-mail with the password: a link goes to it (nothing changes until it is followed). */
export async function askEmailChange(client: AxiosInstance, email: string, password: string): Promise<string | undefined> {
  const { data } = await client.post(accountEmailPath, { email, password });
  return okSchema.parse(data).message;
}

/** POST the link's token: the new address becomes the account's. */
export async function confirmEmailChange(client: AxiosInstance, token: string): Promise<string | undefined> {
  const { data } = await client.post(accountEmailConfirmPath, { token });
  return okSchema.parse(data).message;
}

/** POST the current and the new password: every other session ends. */
export async function changePassword(client: AxiosInstance, current: string, next: string): Promise<string | undefined> {
  const { data } = await client.post(accountPasswordPath, { current_password: current, new_password: next });
  return okSchema.parse(data).message;
}

/** Whether a failed call was the server refusing what was sent (400 or 409: a field's problem, said beside it). */
export const refusedField = (error: unknown): boolean => axios.isAxiosError(error) && (error.response?.status === 400 || error.response?.status === 409);
