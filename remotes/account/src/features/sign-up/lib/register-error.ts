import axios from 'axios';
import { apiErrorSchema, messages, serverMessages } from '@tenants/shared';

const known: Record<string, { message: string; field: 'phone' | 'email' | 'password' }> = {
  [serverMessages.phoneExisted]: { message: messages.phoneExisted, field: 'phone' },
  [serverMessages.emailExisted]: { message: messages.emailExisted, field: 'email' },
  [serverMessages.passwordTooShort]: { message: messages.passwordTooShort, field: 'password' },
  // The common-password check speaks the visitor's words already.
  [messages.passwordTooCommon]: { message: messages.passwordTooCommon, field: 'password' },
};

/**
 * docs/product/accounts-and-guides.md's registration mapping: the first error's server message becomes the visitor's message (and
 * names the field it is about); anything else is the generic message.
 */
export function registerError(error: unknown): { message: string; field?: 'phone' | 'email' | 'password' } {
  const body = axios.isAxiosError(error) ? apiErrorSchema.safeParse(error.response?.data).data : undefined;
  const server = body?.errors[0]?.message ?? body?.message;
  return (server && known[server]) || { message: messages.generic };
}
