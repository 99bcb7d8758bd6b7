import type { AxiosInstance } from 'axios';
import type { SiteRecordDesk, SiteRecordVersion, staffSettingsPaths } from '@tenants/shared';

/** A zod contract as the staff area uses it (it does not import zod itself): parse an answer. */
interface Answer<T> {
  parse(value: unknown): { payload: T };
}

/** What a preview answers: the record drawn and, when the API serves the site, the home page drawn with it. */
export interface FramePreviewData<T> {
  value: T;
  page?: string;
}

/** The contracts one record's desk answers with (the settings' or the menus'). */
export interface SiteRecordContracts<T> {
  paths: typeof staffSettingsPaths;
  desk: Answer<SiteRecordDesk<T>>;
  versions: Answer<SiteRecordVersion<T>[]>;
  preview: { parse(value: unknown): { payload: T; page?: string } };
}

export type SiteRecordApi<T> = ReturnType<typeof siteRecordApi<T>>;

/**
 * The calls of a settings or menus desk (docs/product/pages.md): the desk (live and draft), save the draft,
 * throw it away, preview, publish, the history and restoring a version into the draft.
 */
export function siteRecordApi<T>(client: AxiosInstance, contracts: SiteRecordContracts<T>) {
  const { paths } = contracts;
  const desk = (data: unknown) => contracts.desk.parse(data).payload;
  return {
    load: async (signal?: AbortSignal) => desk((await client.get(paths.base, { signal })).data),
    save: async (record: T) => desk((await client.put(paths.base, record)).data),
    discard: async () => desk((await client.delete(paths.draft)).data),
    publish: async () => desk((await client.post(paths.publish, {})).data),
    restore: async (id: string) => desk((await client.post(paths.restore(id), {})).data),
    versions: async (signal?: AbortSignal) => contracts.versions.parse((await client.get(paths.versions, { signal })).data).payload,
    /** The record whole as typed (nothing is stored). */
    preview: async (record: T): Promise<FramePreviewData<T>> => {
      const { payload, page } = contracts.preview.parse((await client.post(paths.preview, record)).data);
      return { value: payload, ...(page ? { page } : {}) };
    },
  };
}
