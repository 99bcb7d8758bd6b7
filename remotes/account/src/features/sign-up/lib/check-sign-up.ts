import type { AxiosInstance } from 'axios';
import { checkEmail, checkPhone, messages, requiredText } from '@tenants/shared';

export type SignUpValues = Record<'firstname' | 'lastname' | 'email' | 'phone' | 'password', string>;

/** docs/product/accounts-and-guides.md's order: first name, last name, e-mail (required, then valid), phone (required, then valid). */
async function firstProblem(client: AxiosInstance, values: SignUpValues): Promise<[keyof SignUpValues, string] | null> {
  if (!requiredText(messages.firstNameRequired).safeParse(values.firstname).success) return ['firstname', messages.firstNameRequired];
  if (!requiredText(messages.lastNameRequired).safeParse(values.lastname).success) return ['lastname', messages.lastNameRequired];
  const email = await checkEmail(client, values.email);
  if (email) return ['email', email];
  const phone = await checkPhone(client, values.phone);
  if (phone) return ['phone', phone];
  return null;
}

/**
 * The sign-up form's check, answered as a contract's `safeParse` is: the first problem, asking our API about the
 * e-mail and phone, else the values as typed (the server parses them; the password's length is its rule).
 */
export async function checkSignUp(client: AxiosInstance, values: SignUpValues) {
  const problem = await firstProblem(client, values);
  return problem ? { success: false as const, error: { issues: [{ path: [problem[0]], message: problem[1] }] } } : { success: true as const, data: values };
}
