import path from 'node:path';
import { releaseHash } from '@tenants/release-registry/release-hash';

/**
 * Whether a remote's version folder still holds the release it is named for (`<package version>-<hash>`,
 * the hash the deploy tooling worked out from the release's files): checked before the site server runs the
 * folder's server build, so a file changed or added in a deployed folder is refused rather than run with the
 * API's rights. It is no defence against whoever can write the deploy folder and the registry together (that
 * is the power to release code: README, Security); it stops a tampered or half-copied release.
 */
export function releaseIntact(folder: string): boolean {
  const match = /-([0-9a-f]{8})$/.exec(path.basename(folder));
  return !!match && releaseHash(folder) === match[1];
}
