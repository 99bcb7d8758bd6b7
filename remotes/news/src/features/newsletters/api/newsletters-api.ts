import { useMemo } from 'react';
import type { PublicNewsletter, RuntimeConfig } from '@tenants/shared';
import { lazyConnection, useRaiseLoadFailure } from '../../articles/api/articles-api';
import type { ArchivePayload, ConfirmOutcome, ListChoices, PreferencesPayload } from './newsletter-types';

/** The newsletter pages' calls as the browser makes them (the code fetched on first use, as the articles'). */
export interface NewslettersApi {
  getArchive(page: number, signal?: AbortSignal): Promise<ArchivePayload>;
  getNewsletter(slug: string, signal?: AbortSignal): Promise<PublicNewsletter>;
  confirm(token: string): Promise<ConfirmOutcome>;
  unsubscribe(token: string): Promise<ConfirmOutcome>;
  getPreferences(token: string, signal?: AbortSignal): Promise<PreferencesPayload | null>;
  savePreferences(token: string, lists: ListChoices): Promise<PreferencesPayload | undefined>;
}

export function createNewslettersApi(config: RuntimeConfig, onLoadFailure?: (error: unknown) => boolean): NewslettersApi {
  const api = lazyConnection(config, onLoadFailure);
  return {
    getArchive: async (page, signal) => {
      const { calls, client } = await api();
      return calls.getNewsletterArchive(client, page, signal);
    },
    getNewsletter: async (slug, signal) => {
      const { calls, client } = await api();
      return calls.getNewsletter(client, slug, signal);
    },
    confirm: async (token) => {
      const { calls, client } = await api();
      return calls.confirmSubscription(client, token);
    },
    unsubscribe: async (token) => {
      const { calls, client } = await api();
      return calls.unsubscribe(client, token);
    },
    getPreferences: async (token, signal) => {
      const { calls, client } = await api();
      return calls.getPreferences(client, token, signal);
    },
    savePreferences: async (token, lists) => {
      const { calls, client } = await api();
      return calls.savePreferences(client, token, lists);
    },
  };
}

export function useNewslettersApi(config: RuntimeConfig): NewslettersApi {
  const raise = useRaiseLoadFailure();
  return useMemo(() => createNewslettersApi(config, raise), [config, raise]);
}
