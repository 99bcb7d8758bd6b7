import { createContext, useContext, type ReactNode } from 'react';
import { defaultRuntimeConfig, runtimeConfigElementId, type RuntimeConfig } from '@tenants/shared/core';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

/**
 * The run-time config: the copy the site server wrote into the page (built from its environment and checked
 * against the contract there), so a page starts without a round trip or the schema library. A page without
 * it (the dev server) reads `/config.json` and checks it with the contract; a missing or malformed one falls
 * back to the defaults (same-origin API).
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const inPage = document.getElementById(runtimeConfigElementId)?.textContent;
    if (inPage) return JSON.parse(inPage) as RuntimeConfig;
  } catch {
    // A damaged copy: ask the server.
  }
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
