import { useMemo } from 'react';
import type { PublicEvent, RuntimeConfig, Session } from '@tenants/shared';
import { loadSharedApi } from '../../articles/api/articles-api';

/** The events pages' calls as the browser makes them, with the member's token (the code fetched on first use). */
export interface EventsApi {
  getEvents(signal?: AbortSignal): Promise<PublicEvent[]>;
  getEvent(slug: string, signal?: AbortSignal): Promise<PublicEvent>;
  book(slug: string): Promise<{ message: string }>;
  cancel(slug: string): Promise<{ message?: string }>;
  /** The API's own words for a refusal, or the generic ones. */
  errorMessage(error: unknown): Promise<string>;
}

export function createEventsApi(config: RuntimeConfig, session: Pick<Session, 'token'>): EventsApi {
  const connect = async () => {
    const calls = await loadSharedApi();
    return { calls, client: calls.createApiClient(config, () => session.token) };
  };
  return {
    getEvents: async (signal) => {
      const { calls, client } = await connect();
      return calls.getEvents(client, signal);
    },
    getEvent: async (slug, signal) => {
      const { calls, client } = await connect();
      return calls.getEvent(client, slug, signal);
    },
    book: async (slug) => {
      const { calls, client } = await connect();
      return calls.bookEvent(client, slug);
    },
    cancel: async (slug) => {
      const { calls, client } = await connect();
      return calls.cancelEventBooking(client, slug);
    },
    errorMessage: async (error) => (await loadSharedApi()).errorMessage(error),
  };
}

export function useEventsApi(config: RuntimeConfig, session: Pick<Session, 'token'>): EventsApi {
  return useMemo(() => createEventsApi(config, session), [config, session]);
}
