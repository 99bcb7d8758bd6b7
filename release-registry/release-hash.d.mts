export declare const releaseRoutesFile: string;
export declare function releaseHash(dir: string, routes?: Buffer): string;
export declare function filesOf(dir: string): string[];
export declare const integrityOf: (bytes: Uint8Array) => string;
export declare function fileIntegrity(dir: string): Record<string, string>;
