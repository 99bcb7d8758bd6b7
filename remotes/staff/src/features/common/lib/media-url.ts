import type { RuntimeConfig } from '@tenants/shared';

/** A picture's address: its root-relative path under the API host (docs/product/api.md), or as given when absolute. */
export const mediaUrl = (config: Pick<RuntimeConfig, 'apiBase'>, path: string) => (/^https?:\/\//i.test(path) ? path : `${config.apiBase}${path}`);
