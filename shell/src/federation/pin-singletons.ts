import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markSharedApiInUse } from '../app/shared-api';

/**
 * Every page's singletons are the shell's copies, checked against what each remote requires. The runtime's
 * own choice prefers a copy already loaded, else the highest version; the shell now loads the whole shared
 * package only when it first needs it, so a remote built against another major (2.0.0) would otherwise win
 * over the shell's unloaded 1.0.0 and run where every other remote expects 1.x. With this, that remote is
 * refused ("does not satisfy the requirement", its fallback panel) as before. Registered for every
 * container on the page (a global plugin), since a remote's container asks through its own runtime.
 * A remote that takes the whole shared package (with the toasts) mounts the shell's toaster as it does: a page
 * whose remote draws its first paint from the core alone (news) loads neither.
 */
const refusal = (version: string, pkgName: string, remote: string, required: string) =>
  `Version ${version} from shell of shared singleton module ${pkgName} does not satisfy the requirement of ${remote} which needs ${required}`;

export function pinSingletonsToShell(): ModuleFederationRuntimePlugin {
  return {
    name: 'pin-singletons-to-shell',
    /**
     * A remote is refused as its container starts, not when it first asks for a strict singleton: a remote
     * whose first paint needs only the core (news) would otherwise run built against a shared major the page
     * does not have, until its first call to the API.
     */
    initContainer(args) {
      const { shareScope, remoteInfo } = args;
      for (const [pkgName, versions] of Object.entries(shareScope ?? {})) {
        const own = Object.entries(versions).find(([, shared]) => shared.from === 'shell');
        if (!own) continue;
        for (const shared of Object.values(versions)) {
          const config = shared.shareConfig;
          if (shared.from !== remoteInfo.name || !config?.singleton || !config.strictVersion || typeof config.requiredVersion !== 'string') continue;
          if (!satisfy(own[0], config.requiredVersion)) throw new Error(refusal(own[0], pkgName, remoteInfo.name, config.requiredVersion));
        }
      }
      return args;
    },
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      const config = shareInfo.shareConfig;
      if (!config?.singleton) return args;
      const own = Object.entries(shareScopeMap[scope]?.[pkgName] ?? {}).find(([, shared]) => shared.from === 'shell');
      if (!own) return args;
      const [version, shared] = own;
      const required = config.requiredVersion;
      const fits = typeof required !== 'string' || satisfy(version, required);
      args.version = version;
      args.resolver = () => {
        if (!fits) {
          const message = refusal(version, pkgName, shareInfo.from, String(required));
          if (config.strictVersion) throw new Error(message);
          console.warn(message);
        }
        if (pkgName === '@tenants/shared') markSharedApiInUse();
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
