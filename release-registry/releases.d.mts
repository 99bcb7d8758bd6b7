export interface Canary {
  entry: string;
  percent: number;
  startedAt: string;
}
export interface ReleaseRecord {
  at: string;
  actor: string;
  remote: string;
  action: 'release' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';
  version?: string;
  from?: string;
  stable?: string;
  percent?: number;
  reason?: string;
  figures?: Record<string, number | null>;
}
export declare const canariesFile: string;
export declare const historyFile: string;
export declare function manifestUrl(name: string, version: string): string;
export declare function versionOfEntry(entry: string | undefined): string | undefined;
export declare function readRegistry(deployDir: string): Record<string, string>;
export declare function writeRegistry(deployDir: string, registry: Record<string, string>): void;
export declare function readCanaries(deployDir: string): Record<string, Canary>;
export declare function recordRelease(deployDir: string, entry: Omit<ReleaseRecord, 'at'>): void;
export declare function forgetReleaseActor(deployDir: string, email: string, pseudonym: string): number;
export declare function readHistory(deployDir: string, remote?: string): ReleaseRecord[];
export declare function pointStable(
  deployDir: string,
  name: string,
  version: string,
  options?: { actor?: string; action?: ReleaseRecord['action']; reason?: string },
): void;
export declare function startCanary(deployDir: string, name: string, version: string, percent: number, options?: { actor?: string }): void;
export declare function canaryOf(deployDir: string, name: string): (Canary & { version: string | undefined }) | undefined;
export declare function endCanary(
  deployDir: string,
  name: string,
  options?: { actor?: string; action?: ReleaseRecord['action']; reason?: string; figures?: Record<string, number | null> },
): (Canary & { version: string | undefined }) | undefined;
export declare function promoteCanary(deployDir: string, name: string, options?: { actor?: string }): string;
/** The deployed version folders of a remote, oldest first. */
export declare function versionsOf(deployDir: string, name: string): string[];
export declare function pointRemote(deployDir: string, name: string, version: string, options?: { actor?: string; action?: 'release' | 'rollback' }): void;
