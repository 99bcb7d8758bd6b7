import { readPageJson, type RemoteRegistry } from '@tenants/shared/core';

/**
 * The page's element of hashes and the API path for another version's (`remoteIntegrityElementId` and
 * `releaseIntegrityPath` of the shared model), and the global the remotes' chunk loaders read
 * (shared/src/mf/remote-integrity-plugin.cjs): named here, so that only this chunk carries them (the test
 * checks they agree).
 */
export const integrityElementId = 'remote-integrity';
export const integrityPath = '/api/release-integrity';
export const integrityGlobal = '__remoteIntegrity';

type Given = Record<string, Record<string, string>>;

/** The hashes the page carries (its own remote's), or undefined when the site server wrote none (the dev server). */
export function pageIntegrity(): Given | undefined {
  const given = readPageJson(integrityElementId);
  return given && typeof given === 'object' ? (given as Given) : undefined;
}

/**
 * Files checked by the browser (docs/releases.md): every remote's manifest and entry is loaded with the hash
 * recorded at its release (and CORS, which `integrity` needs across origins), and the hashes of its chunks are
 * handed to its own chunk loader. A page carries its own remote's hashes; another remote's are asked of the
 * site before its manifest is fetched (a failed ask fails that load). A file whose bytes changed after its
 * release is refused: its load fails, and the shell's boundary shows the remote's fallback while the rest of
 * the page works. Kept small: it is in every remote page's first load.
 */
export interface IntegrityChecks {
  /** Gives a script's attributes the hash recorded for its URL (and CORS, which `integrity` needs). */
  createScript(args: { url: string; attrs: Record<string, string> }): void;
  /** Fetches a manifest, refused if its bytes are not the ones released. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export function integrityPlugin(registry: RemoteRegistry, given: Given | undefined): IntegrityChecks {
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const hashes: Record<string, string> = {};
  (globalThis as Record<string, unknown>)[integrityGlobal] = hashes;
  const asked: Record<string, Promise<void>> = {};
  const add = (manifest: string, files: Record<string, string>) => {
    for (const file in files) hashes[new URL(file, absolute(manifest)).href] = files[file];
  };
  for (const manifest in given ?? {}) {
    add(manifest, given![manifest]);
    asked[absolute(manifest)] = Promise.resolve();
  }
  const ensure = (url: string) => {
    const entry = given && Object.values(registry).find((candidate) => absolute(candidate) === url);
    return entry
      ? (asked[url] ??= fetch(`${integrityPath}?entry=${encodeURIComponent(entry)}`)
          .then((response) => response.json())
          .then((body: { payload: { files: Record<string, string> } }) => add(entry, body.payload.files))
          .catch((error: unknown) => {
            delete asked[url];
            throw error;
          }))
      : Promise.resolve();
  };
  return {
    createScript({ url, attrs }) {
      const integrity = hashes[absolute(url)];
      if (integrity) Object.assign(attrs, { integrity, crossorigin: 'anonymous' });
    },
    // The page preloads its manifest (start-script.ts), and Chrome matches no preload to a fetch that names an
    // `integrity` (nor takes one on a fetch preload): where the browser can hash (a secure context), the
    // preloaded bytes are checked here; elsewhere the fetch names its integrity.
    fetch: (url, init) =>
      ensure(absolute(url)).then(async () => {
        const integrity = hashes[absolute(url)];
        const subtle = globalThis.crypto?.subtle;
        if (!integrity || !subtle) return fetch(url, integrity ? { ...init, integrity } : init);
        const response = await fetch(url, init);
        const bytes = await response.arrayBuffer();
        const digest = btoa(String.fromCharCode(...new Uint8Array(await subtle.digest('SHA-384', bytes))));
        if (`sha384-${digest}` !== integrity) throw new TypeError(`integrity ${url}`);
        return new Response(bytes, response);
      }),
  };
}
