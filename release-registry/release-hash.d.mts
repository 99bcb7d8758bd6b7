export declare const releaseRoutesFile: string;
export declare function releaseHash(dir: string, routes?: Buffer): string;
export declare function filesOf(dir: string): string[];
