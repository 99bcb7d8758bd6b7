import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns a remote that cannot be fetched or initialised into a rejected load, so the shell's boundary shows
 * the fallback panel instead of the whole page failing.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-runtime-plugin',
    errorLoadRemote(args) {
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      throw new Error(`Remote ${args.id} could not be loaded (${args.lifecycle}): ${reason}`);
    },
  };
}
