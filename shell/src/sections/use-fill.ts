import { useCallback } from 'react';
import { useRuntimeConfig } from '../app/runtime-config';

/** Fills `{product}` in content text with the brand's name (run-time config, so not baked into the data). */
export function useFill() {
  const { brand } = useRuntimeConfig();
  return useCallback((text: string) => text.replaceAll('{product}', brand.product), [brand.product]);
}
