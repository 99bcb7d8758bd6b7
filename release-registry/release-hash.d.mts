export declare const releaseRoutesFile: string;
export declare function releaseHash(dir: string, routes?: Buffer): string;
