import axios, { type AxiosInstance } from 'axios';
import type { RuntimeConfig } from './config/brand';
import { apiErrorSchema } from './contracts/common';
import { messages } from './messages';

/**
 * One axios instance per app: base URL from run-time config (same origin by default) and the session's
 * token as the Authorization header when there is one.
 */
export function createApiClient(config: Pick<RuntimeConfig, 'apiBase'>, getToken: () => string | null = () => null): AxiosInstance {
  const client = axios.create({
    baseURL: config.apiBase || undefined,
    headers: { 'Content-Type': 'application/json' },
    timeout: 20000,
  });
  client.interceptors.request.use((request) => {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  return client;
}

/** The server's message from a failed call, else the spec's generic message. */
export function errorMessage(error: unknown): string {
  const data = axios.isAxiosError(error) ? error.response?.data : undefined;
  const parsed = apiErrorSchema.safeParse(data);
  if (parsed.success) return parsed.data.errors[0]?.message || parsed.data.message || messages.generic;
  return messages.generic;
}
