import path from 'node:path';
import { releaseStore, type ReleaseStore } from '@tenants/release-registry/release-store';
import { findRepoRoot } from '../../repo-root';

/** Where the release files live (RELEASE_STORE_*): an S3-compatible bucket, or the deploy folder when unset. */
export interface ReleaseStoreSettings {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region?: string;
}

/**
 * The release store the settings name (decision 0019). The S3 client is loaded from the release-registry
 * package's own dependencies: the API's bundle does not carry it.
 */
export function releaseStoreOf(deployDir: string, settings: ReleaseStoreSettings | undefined): ReleaseStore {
  return releaseStore({
    deployDir,
    ...(settings ? { s3: { ...settings, requireFrom: path.join(findRepoRoot(), 'release-registry', 'package.json') } } : {}),
  });
}
