import type { AxiosInstance } from 'axios';
import { phoneField } from '../contracts/common';
import { validatePhonePath } from '../contracts/validate';
import { messages } from '../messages';
import { rejectedByApi, type CheckMessages } from './ask-api';

/**
 * The phone checks of docs/product/api.md in its order: required, then valid (our API: a British reading of the
 * digits, and the remote service's mobile and line checks when configured). Gives the first message
 * that applies, or null. Non-digits are dropped first (docs/product/api.md), so "+44 7400 123456" is checked as digits.
 */
export async function checkPhone(client: AxiosInstance, value: string, overrides: CheckMessages = {}): Promise<string | null> {
  const { required = messages.phoneRequired, invalid = messages.phoneInvalid } = overrides;
  const local = phoneField(required, invalid).safeParse(value);
  if (!local.success) return local.error.issues[0]?.message ?? invalid;
  return (await rejectedByApi(client, validatePhonePath, { telephoneNumber: local.data, defaultCountry: 'GB' })) ? invalid : null;
}
