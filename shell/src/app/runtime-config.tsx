import { createContext, useContext, type ReactNode } from 'react';
import { defaultRuntimeConfig, readPageJson, runtimeConfigElementId, type RuntimeConfig } from '@tenants/shared/core';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

/**
 * The run-time config: the copy the site server wrote into the page (built from its environment and checked
 * against the contract there), so a page starts without a round trip or the schema library. A page without
 * it (the dev server) reads `/config.json` and checks it with the contract; a missing or malformed one falls
 * back to the defaults (same-origin API).
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // Only the site server's own script element counts (`readPageJson`); a damaged or missing copy: ask the server.
  const inPage = readPageJson(runtimeConfigElementId);
  if (inPage && typeof inPage === 'object') return inPage as RuntimeConfig;
  try {
    const [response, { runtimeConfigSchema }] = await Promise.all([fetch('/config.json', { cache: 'no-cache' }), import('@tenants/shared')]);
    if (!response.ok) return defaultRuntimeConfig;
    return runtimeConfigSchema.parse(await response.json());
  } catch {
    return defaultRuntimeConfig;
  }
}

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
