export interface S3StoreSettings {
  bucket: string;
  prefix?: string;
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A file of the release-registry package: where the S3 client is loaded from. */
  requireFrom?: string;
}
export interface ReleaseStore {
  kind: 'folder' | 's3';
  localFolder(name: string, version: string): string;
  put(name: string, version: string, staged: string): Promise<void>;
  has(name: string, version: string): Promise<boolean>;
  local(name: string, version: string): Promise<string | undefined>;
}
export declare function releaseStore(options: { deployDir: string; s3?: S3StoreSettings }): ReleaseStore;
export declare function storeSettings(env: Record<string, string | undefined>): S3StoreSettings | undefined;
