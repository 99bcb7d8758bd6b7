import { useMemo } from 'react';
import { createApiClient, type RuntimeConfig } from '@tenants/shared';

/** The articles are public: no token goes with these calls. */
export const useApiClient = (config: RuntimeConfig) => useMemo(() => createApiClient(config), [config]);

/** Pictures live on the API host (SPEC §7: backend host plus Media.path). */
export const mediaUrl = (config: RuntimeConfig, mediaPath: string) => `${config.apiBase}${mediaPath}`;
