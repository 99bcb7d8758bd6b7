import { startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { AxiosInstance } from 'axios';
import { passkeyAuthenticationOptions } from '../api/second-factor-api';

/** Asks the browser for a passkey over the API's challenge: the signed answer to send back. */
export async function signWithPasskey(client: AxiosInstance): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await passkeyAuthenticationOptions(client);
  return startAuthentication({ optionsJSON });
}
