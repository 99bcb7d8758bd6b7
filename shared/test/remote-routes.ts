import { readFileSync } from 'node:fs';
import { remoteRoutesFileSchema } from '../src/contracts/remote-routes';
import { defaultRemoteRoutes, type RemoteName } from '../src/routes';

/**
 * A remote's `routes.json` (what its releases ship) is valid and still serves every route the spec gives
 * it: a release may add pages, never drop one of the spec's.
 */
export function expectServesSpecRoutes(remote: RemoteName, file: string) {
  const routes = remoteRoutesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  expect(routes).toEqual(expect.arrayContaining([...defaultRemoteRoutes[remote]]));
}
