import type { RemoteRouteTable } from '@tenants/shared/model';
import type { VersionSet } from './deployed-registry';
import { federationGroup, scriptsOf, shellScripts, type LoadPlan } from './load-plan';
import { pageDataScripts, pageScripts, remoteScripts } from './page-assembly';
import type { ReleaseFacts } from './remote-builds';

/**
 * The data a page's start reads and the scripts it runs on, as the page carries them (server-render.ts keeps
 * them per version set, remote and chunk groups).
 */
export function startScriptsFor(given: {
  routes: RemoteRouteTable;
  versions: VersionSet;
  /** The remote that draws the page, if one does. */
  owner: string | undefined;
  remote: ReleaseFacts | undefined;
  shellPlan: LoadPlan;
  pageGroups: readonly string[];
  remoteGroups: readonly string[];
}): string {
  const { routes, versions, owner, remote, shellPlan, pageGroups, remoteGroups } = given;
  // The hashes of the page's own remote only: the shell asks for another's when it loads it (the whole set's are ~10 kB).
  // Named even when its release recorded none, as the site would answer the shell's ask: one round trip
  // less on the way to the page going live (0.3 s on the phone profile).
  const own = owner && versions.entries[owner];
  const data = pageDataScripts(routes, versions.entries, own ? { [own]: versions.integrity[own] ?? {} } : {});
  // Every script the page runs on, named here so the browser fetches them together (load-plan.ts): the
  // shell's, the remote's own, and the shell's copies of the shared modules the remote asks for.
  // A remote's page also runs on the shell's federation runtime, which content pages never fetch.
  const shellFiles = shellScripts(shellPlan, owner ? [...pageGroups, federationGroup] : pageGroups);
  const fromRemote = remote ? scriptsOf(remote.loadPlan, remoteGroups, shellPlan) : { own: [], shared: [] };
  const shellPart = [...new Set([...shellFiles, ...fromRemote.shared])];
  const remotePart = owner && remote ? remoteScripts(versions, owner, [...new Set([...remote.firstFiles, ...fromRemote.own])]) : undefined;
  return `${data}${pageScripts(shellPart, remotePart)}`;
}
