import type { AxiosInstance } from 'axios';
import { emailField } from '../contracts/common';
import { validateEmailPath } from '../contracts/validate';
import { messages } from '../messages';
import { rejectedByApi, type CheckMessages } from './ask-api';

/**
 * The e-mail checks of docs/product/api.md in its order: required, then valid (our API: syntax, the domain's mail
 * servers, the remote service). Gives the first message that applies, or null when the address may be
 * used. The input is trimmed; an address the contract's syntax rule refuses is not sent at all.
 */
export async function checkEmail(client: AxiosInstance, value: string, overrides: CheckMessages = {}): Promise<string | null> {
  const { required = messages.emailRequired, invalid = messages.emailInvalid } = overrides;
  const local = emailField(required, invalid).safeParse(value);
  if (!local.success) return local.error.issues[0]?.message ?? invalid;
  return (await rejectedByApi(client, validateEmailPath, { email: local.data })) ? invalid : null;
}
