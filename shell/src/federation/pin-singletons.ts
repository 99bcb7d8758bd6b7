import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Every page's singletons are the shell's copies, checked against what each remote requires. The runtime's
 * own choice prefers a copy already loaded, else the highest version; the shell now loads the whole shared
 * package only when it first needs it, so a remote built against another major (2.0.0) would otherwise win
 * over the shell's unloaded 1.0.0 and run where every other remote expects 1.x. With this, that remote is
 * refused ("does not satisfy the requirement", its fallback panel) as before. Registered for every
 * container on the page (a global plugin), since a remote's container asks through its own runtime.
 */
export function pinSingletonsToShell(): ModuleFederationRuntimePlugin {
  return {
    name: 'pin-singletons-to-shell',
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
          const message = `Version ${version} from shell of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${String(required)}`;
          if (config.strictVersion) throw new Error(message);
          console.warn(message);
        }
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
