// Builds the API for Node, one JavaScript file per TypeScript file (src/ to dist/, migrations/ to
// dist/migrations/), the tree kept: each module's routes folder is read at start by @fastify/autoload
// (modules/module.ts, `routesFolder`), which needs the route files as files, not inside one bundle. Every
// import stays an import: our own files point at their built files, other dependencies are resolved from
// node_modules at run time (better-sqlite3 is native anyway), and the workspace packages (@tenants/shared's
// TypeScript source, the release registry's ES modules) are each bundled once into dist/vendor/. The API
// imports only `@tenants/shared/model`, the part of shared with no React, so nothing browser-side needs dropping.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const workspace = (name) => name.startsWith('@tenants/');
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !workspace(name));

/** Where a source file's build goes: src/x.ts → dist/x.js, migrations/x.ts → dist/migrations/x.js. */
const roots = [
  { from: path.join(here, 'src'), to: dist },
  { from: path.join(here, 'migrations'), to: path.join(dist, 'migrations') },
];
const outputOf = (source) => {
  const root = roots.find(({ from }) => source.startsWith(from + path.sep));
  if (!root) throw new Error(`${source} is outside the API's sources`);
  return path.join(root.to, path.relative(root.from, source)).replace(/\.ts$/, '.js');
};

const sources = (dir) =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [file] : [];
    });

/** A workspace package's import (`@tenants/shared/model`) as the vendor file it is bundled into. */
const vendorName = (specifier) => specifier.replace(/^@tenants\//, '').replace(/\//g, '-');
const vendors = new Set();

/** The file a relative import names: `./x` is x.ts or x/index.ts. */
function sourceOf(importer, specifier) {
  const base = path.resolve(path.dirname(importer), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(here, importer)}: cannot find ${specifier}`);
}

const relative = (fromFile, toFile) => {
  const link = path.relative(path.dirname(fromFile), toFile);
  return link.startsWith('.') ? link : `./${link}`;
};

/** Keeps every import an import, pointing at what the built file will find at run time. */
const eachFileItsOwn = {
  name: 'each-file-its-own',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, ({ path: specifier, importer, kind }) => {
      if (kind === 'entry-point') return undefined;
      if (specifier.startsWith('.')) {
        const source = sourceOf(importer, specifier);
        // Files that are not TypeScript (the scrypt worker, the media encoder) are copied as they are.
        const target = source.endsWith('.ts') ? outputOf(source) : outputOf(source.replace(/(\.[cm]?js)$/, '$1.ts')).replace(/\.ts$/, '');
        return { path: relative(outputOf(importer), target), external: true };
      }
      if (workspace(specifier)) {
        vendors.add(specifier);
        return { path: relative(outputOf(importer), path.join(dist, 'vendor', `${vendorName(specifier)}.js`)), external: true };
      }
      return { path: specifier, external: true };
    });
  },
};

/** Both builds: CommonJS for Node, each output with its source map. */
const forNode = { absWorkingDir: here, outdir: 'dist', bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };

rmSync(dist, { recursive: true, force: true });
const entries = roots.flatMap(({ from }) => sources(from));
await build({
  ...forNode,
  entryPoints: Object.fromEntries(entries.map((file) => [path.relative(dist, outputOf(file)).replace(/\.js$/, ''), file])),
  plugins: [eachFileItsOwn],
});

// The workspace packages, each bundled once (their own imports of API dependencies stay imports).
const { metafile } = await build({
  ...forNode,
  entryPoints: Object.fromEntries([...vendors].map((specifier) => [`vendor/${vendorName(specifier)}`, specifier])),
  external,
  metafile: true,
});

// Files that run in a thread or process of their own, beside the files that start them.
copyFileSync(path.join(here, 'src/security/scrypt-worker.js'), path.join(dist, 'security/scrypt-worker.js'));
copyFileSync(path.join(here, 'src/modules/articles/media-encoder.cjs'), path.join(dist, 'modules/articles/media-encoder.cjs'));

// Only the workspace packages' source belongs in the vendor files. If shared ever drags a browser package (react,
// axios...) into the API, esbuild would inline it from shared's node_modules: fail here instead.
const inlined = Object.values(metafile.outputs)
  .flatMap((output) => Object.entries(output.inputs))
  .filter(([file, { bytesInOutput }]) => file.includes('node_modules/') && bytesInOutput > 0)
  .map(([file]) => file);
if (inlined.length) {
  console.error(`The API's vendor files inline packages that are not API dependencies:\n  ${[...new Set(inlined)].join('\n  ')}`);
  process.exit(1);
}
console.log(`API: ${entries.length} files and ${vendors.size} workspace packages built to dist/`);
