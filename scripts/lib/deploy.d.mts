export { manifestUrl, pointRemote, readRegistry, versionsOf, writeRegistry } from './releases.mjs';
export declare function defaultDeployDir(): string;
export declare function precompress(dir: string, skip?: string[]): void;
export declare function registryPath(deployDir: string): string;
export declare const routesFile: string;
export declare function deployRemote(deployDir: string, name: string, dist: string, options?: { canary?: number; actor?: string }): string;
export declare function deployShell(deployDir: string, dist: string): void;
