// One-off (re-runnable): writes today's content pages from the shell's content modules into
// api/content/pages (one file per page) and api/content/site-settings.json, in the format of
// `pages export`. Run from the repository root: `node api/scripts/generate-pages.mjs`.
// The shell's modules are bundled with esbuild into a temporary module and imported; `@tenants/shared/core`
// (which carries the UI kit) is swapped for the two plain modules the content reads from it.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(api, '..');
const servicesDir = join(root, 'shell/src/content/services/pages');
const temp = mkdtempSync(join(tmpdir(), 'pages-'));

const services = readdirSync(servicesDir).flatMap((area) =>
  readdirSync(join(servicesDir, area))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${area}/${file.slice(0, -3)}`),
);
const entry = [
  `export * from ${JSON.stringify(join(api, 'scripts/pages-from-shell.ts'))};`,
  `export * from ${JSON.stringify(join(api, 'src/modules/pages/page-files.ts'))};`,
  ...services.map((ref, i) => `import s${i} from ${JSON.stringify(join(servicesDir, ref))};`),
  `export const serviceContent = { ${services.map((ref, i) => `${JSON.stringify(ref)}: s${i}`).join(', ')} };`,
].join('\n');

const coreShim = {
  name: 'shared-core-without-ui',
  setup(b) {
    b.onResolve({ filter: /^@tenants\/shared\/core$/ }, () => ({ path: 'core-shim', namespace: 'shim' }));
    b.onLoad({ filter: /.*/, namespace: 'shim' }, () => ({
      contents: `export * from ${JSON.stringify(join(root, 'shared/src/routes.ts'))}; export * from ${JSON.stringify(join(root, 'shared/src/guides.ts'))};`,
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

const out = join(temp, 'pages.mjs');
await build({
  stdin: { contents: entry, resolveDir: api, loader: 'ts' },
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  plugins: [coreShim],
  logLevel: 'warning',
  nodePaths: [join(api, 'node_modules')],
});
try {
  const m = await import(pathToFileURL(out).href);
  const pagesDir = join(api, 'content/pages');
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  const pages = m.pagesFromShell(m.serviceContent);
  for (const page of pages) writeFileSync(join(pagesDir, m.pageFileName(page.address)), m.pageFileText(page));
  writeFileSync(join(api, 'content', m.siteSettingsFileName), m.siteSettingsFileText(m.siteSettingsFromShell()));
  console.log(`Wrote ${pages.length} pages to ${pagesDir} and ${m.siteSettingsFileName}.`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
