// Bundles the API for Node: our TypeScript and @tenants/shared's source go in; every other dependency
// stays external (resolved from node_modules at run time; better-sqlite3 is native anyway).
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@tenants/shared']);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !bundled.has(name));

// shared's index also exports the browser UI kit (React). Declaring shared's modules free of side effects
// (the barrel-file rule) lets esbuild drop every module the API does not use, with its React imports.
const sharedSource = /[\\/]shared[\\/]src[\\/]/;
// …except the modules shared's package.json names as having side effects (style sheets aside).
const sharedDir = join(here, '..', 'shared');
const sharedEffects = new Set(
  (JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8')).sideEffects ?? []).filter((file) => !file.endsWith('.css')).map((file) => join(sharedDir, file)),
);
const sharedIsPure = {
  name: 'shared-is-pure',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async ({ path, importer, kind, resolveDir, pluginData }) => {
      if (pluginData === sharedIsPure || !(path.startsWith('@tenants/shared') || sharedSource.test(importer))) return undefined;
      const result = await b.resolve(path, { importer, kind, resolveDir, pluginData: sharedIsPure });
      return sharedSource.test(result.path) && !sharedEffects.has(result.path) ? { ...result, sideEffects: false } : result;
    });
  },
};

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
  plugins: [sharedIsPure],
  // Stylesheets imported by shared's UI modules are never the API's business.
  loader: { '.css': 'empty' },
  logLevel: 'info',
  metafile: true,
});

// The password pool's worker runs in threads of its own, loaded from a file beside the bundle.
copyFileSync(join(here, 'src/security/scrypt-worker.js'), join(here, 'dist/scrypt-worker.js'));

// Only our code and shared's source belong in the bundle. If shared ever drags a browser package (react,
// axios...) into the API, esbuild would inline it from shared's node_modules: fail here instead.
const inlined = Object.values(metafile.outputs)
  .flatMap((output) => Object.entries(output.inputs))
  .filter(([file, { bytesInOutput }]) => file.includes('node_modules/') && bytesInOutput > 0)
  .map(([file]) => file);
if (inlined.length) {
  console.error(`The API bundle inlines packages that are not API dependencies:\n  ${[...new Set(inlined)].join('\n  ')}`);
  process.exit(1);
}
