import { createContext, useContext, type ReactNode } from 'react';
import { defaultRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from '@tenants/shared';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

/** Reads `/config.json`; a missing or malformed one falls back to the defaults (same-origin API). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
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
