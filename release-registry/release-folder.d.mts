export declare function precompress(dir: string, skip?: string[]): void;
export declare function stageRelease(dist: string, stagingDir: string): { version: string; staged: string };
export declare function releaseVersion(dist: string): string;
