export declare function defaultDeployDir(): string;
export declare function precompress(dir: string, skip?: string[]): void;
export declare function releaseArgs(
  argv: string[],
  valued?: string[],
): { words: string[]; flags: Record<string, string | undefined>; deployDir: string; missingValue: string[] };
export declare function releaseCli(args: string[], options?: { echo?: boolean }): string;
export declare function deployRemote(deployDir: string, name: string, dist: string, options?: { canary?: number }): string;
export declare function deployShell(deployDir: string, dist: string): void;
