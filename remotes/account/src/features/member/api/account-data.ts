import axios, { type AxiosInstance } from 'axios';
import { accountDataPath, accountDeletePath, accountPreferencesPath, accountPreferencesResponseSchema, okSchema, type ListPreference } from '@tenants/shared';

/** The lists `PUT /api/account/preferences` takes: `true` keeps or asks for a list, `false` leaves it; a list left out is unchanged. */
export type ListChoices = Partial<Record<ListPreference['list'], boolean>>;

/** GET the signed-in member's lists and where each stands (the client sends the session's token). */
export async function loadPreferences(client: AxiosInstance): Promise<ListPreference[]> {
  const { data } = await client.get(accountPreferencesPath);
  return accountPreferencesResponseSchema.parse(data).payload.lists;
}

/** PUT only the changed lists; gives the server's sentence (saved, or a confirmation mail is on its way) and the lists as they now stand. */
export async function savePreferences(client: AxiosInstance, lists: ListChoices): Promise<{ message?: string; lists: ListPreference[] }> {
  const { data } = await client.put(accountPreferencesPath, { lists });
  const parsed = accountPreferencesResponseSchema.parse(data);
  return { message: parsed.message, lists: parsed.payload.lists };
}

/** GET everything kept about the member, as the server wrote it (JSON text, saved to a file as it is). */
export async function downloadMyData(client: AxiosInstance): Promise<string> {
  const { data } = await client.get<string>(accountDataPath, { responseType: 'text', headers: { Accept: 'application/json' } });
  return data;
}

/** POST the password: the account is erased and the session ends on the server (a failure rejects with the server's error). */
export async function deleteAccount(client: AxiosInstance, password: string): Promise<string | undefined> {
  const { data } = await client.post(accountDeletePath, { password });
  return okSchema.parse(data).message;
}

/** The shared saver (a Blob behind a temporary link), re-exported for the member area's components. */
export { saveFile } from '@tenants/shared/core';

/** Whether a failed call was the server refusing what was sent (400: the password missing or not right). */
export const refusedInput = (error: unknown): boolean => axios.isAxiosError(error) && error.response?.status === 400;
