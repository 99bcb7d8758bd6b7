// Bundles the API for Node: our TypeScript, @tenants/shared's source and the release registry's go in; every other dependency
// stays external (resolved from node_modules at run time; better-sqlite3 is native anyway). The API imports
// only `@tenants/shared/model`, the part of shared with no React, so nothing browser-side needs dropping.
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@tenants/shared', '@tenants/release-registry']);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !bundled.has(name));

rmSync(join(here, 'dist'), { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
  metafile: true,
});

// The password pool's worker runs in threads of its own, loaded from a file beside the bundle.
copyFileSync(join(here, 'src/security/scrypt-worker.js'), join(here, 'dist/scrypt-worker.js'));
// The picture re-encoder runs in a process of its own, from a file beside the bundle (media-encode.ts).
copyFileSync(join(here, 'src/modules/articles/media-encoder.cjs'), join(here, 'dist/media-encoder.cjs'));

// Only our code and the workspace packages' source belong in the bundle. If shared ever drags a browser package (react,
// axios...) into the API, esbuild would inline it from shared's node_modules: fail here instead.
const inlined = Object.values(metafile.outputs)
  .flatMap((output) => Object.entries(output.inputs))
  .filter(([file, { bytesInOutput }]) => file.includes('node_modules/') && bytesInOutput > 0)
  .map(([file]) => file);
if (inlined.length) {
  console.error(`The API bundle inlines packages that are not API dependencies:\n  ${[...new Set(inlined)].join('\n  ')}`);
  process.exit(1);
}
