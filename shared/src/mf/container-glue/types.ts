// The shapes the federation plugin's generated code hands the glue (container-glue/index.ts).

export type Factory = () => unknown;
export interface ShareInfo {
  shareConfig: { requiredVersion?: string | false; strictVersion?: boolean; singleton?: boolean; eager?: boolean; layer?: string | null };
  scope: string[];
}
export interface Handler {
  getter: () => Promise<Factory> | Factory;
  shareInfo: ShareInfo;
  shareKey: string;
}
export interface Instance {
  name: string;
  options: { name: string; shareStrategy?: string };
  shareScopeMap?: Record<string, unknown>;
  initOptions(options: object): unknown;
  initShareScopeMap(key: string, scope: unknown, extra: object): void;
  initializeSharing(key: string, options: object): Array<Promise<unknown>>;
  registerShared(shared: object): void;
  loadShare(key: string, options: object): Promise<Factory | false>;
  loadShareSync(key: string, options: object): Factory;
}
export interface ConsumeData {
  fallback: () => Promise<Factory> | Factory;
  shareScope: string | string[];
  shareKey: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  singleton?: boolean;
  eager?: boolean;
  layer?: string | null;
}
export interface WebpackRequire {
  (id: string | number): unknown;
  S?: Record<string, unknown>;
  m: Record<string, (module: { exports: unknown }) => void>;
  c: Record<string, unknown>;
  o(object: object, key: PropertyKey): boolean;
  consumesLoadingData?: {
    moduleIdToConsumeDataMapping?: Record<string, ConsumeData>;
    initialConsumes?: string[];
    chunkMapping?: Record<string, string[]>;
    _updated?: number;
  };
  initializeSharingData?: { scopeToSharingDataMapping?: Record<string, Array<Record<string, unknown>>>; _updated?: number };
  federation: { instance?: Instance; initOptions?: { name: string; [key: string]: unknown }; hasAttachShareScopeMap?: boolean; [key: string]: unknown };
}

export interface Core {
  CurrentGlobal: { __FEDERATION__: { __INSTANCES__: Instance[] } };
  ModuleFederation: new (options: object) => Instance;
  setGlobalFederationInstance(instance: Instance): void;
}

/** The instance's share scopes become the webpack runtime's own (`__webpack_require__.S`). */
export function attachShareScopeMap(webpackRequire: WebpackRequire) {
  const { federation } = webpackRequire;
  if (!webpackRequire.S || federation.hasAttachShareScopeMap || !federation.instance?.shareScopeMap) return;
  webpackRequire.S = federation.instance.shareScopeMap;
  federation.hasAttachShareScopeMap = true;
}
