export interface Canary {
  entry: string;
  percent: number;
  startedAt?: string;
}
/** A line of the old deploy/releases.jsonl. */
export interface ReleaseLine {
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
export declare const registryFile: string;
export declare const canariesFile: string;
export declare const historyFile: string;
export declare function manifestUrl(name: string, version: string): string;
export declare function versionOfEntry(entry: string | undefined): string | undefined;
export declare function readRegistry(deployDir: string): Record<string, string>;
export declare function writeRegistry(deployDir: string, registry: Record<string, string>): void;
export declare function readCanaries(deployDir: string): Record<string, Canary>;
export declare function readHistory(deployDir: string): ReleaseLine[];
/** The version folders of a remote in a deploy folder, oldest first. */
export declare function versionsOf(deployDir: string, name: string): string[];
