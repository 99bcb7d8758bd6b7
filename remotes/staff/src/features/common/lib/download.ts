import type { AxiosInstance } from 'axios';
import { saveFile } from '@tenants/shared/core';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/**
 * Downloads an export: the call goes with the session's token (a plain link could not carry it), and the
 * answer is saved through a temporary link to a Blob. The file name is the server's, else `fallbackName`.
 */
export async function downloadFile(client: AxiosInstance, path: string, params: Record<string, string>, fallbackName: string): Promise<string> {
  const response = await client.get<Blob>(path, { params, responseType: 'blob', headers: { Accept: 'text/csv' } });
  const name = fileNameFrom(response.headers['content-disposition']) ?? fallbackName;
  saveFile(response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart], { type: 'text/csv' }), name);
  return name;
}
