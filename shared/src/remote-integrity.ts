/**
 * The hashes of the page's remote files, recorded at their release (manifest URL → path in its version folder →
 * `sha384-…`, JSON in `<script id="remote-integrity">`): the shell loads each manifest, entry and chunk with
 * `integrity`, so a file changed after its release is refused by the browser (docs/releases.md). The shell's
 * federation chunk names it itself (shell/src/federation/integrity.ts, checked against this by its test):
 * imported from here, the string became a chunk of its own beside the shared package, and every page's
 * start-up a line longer.
 */
export const remoteIntegrityElementId = 'remote-integrity';
