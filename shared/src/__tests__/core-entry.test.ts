import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// `@tenants/shared/core` is what the shell's start-up is made of: the schema library, the HTTP client and the
// toast library must not be reachable from it (they would be in every page's first load).
const heavy = ['zod', 'axios', 'react-hot-toast'];

function resolveLocal(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!file) throw new Error(`cannot resolve ${request} from ${from}`);
  return file;
}

/** Every package a module graph imports for its run time (type-only imports are erased). */
function runtimePackages(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)) {
      const [, typeOnly, request] = match;
      if (typeOnly || request.endsWith('.css')) continue;
      if (request.startsWith('.')) visit(resolveLocal(file, request));
      else packages.set(request, path.basename(file));
    }
  };
  visit(entry);
  return packages;
}

test('the core entry reaches no zod, axios or toast library', () => {
  const packages = runtimePackages(path.join(__dirname, '../core.ts'));
  expect(packages.has('react')).toBe(true);
  expect([...packages].filter(([name]) => heavy.includes(name))).toEqual([]);
});

test('the whole package does reach them (the check can see an import)', () => {
  const packages = runtimePackages(path.join(__dirname, '../index.ts'));
  expect(heavy.filter((name) => packages.has(name))).toEqual(heavy);
});

test('the model entry (what the API is built from) reaches no React, router, HTTP client or toast library', () => {
  const packages = runtimePackages(path.join(__dirname, '../model.ts'));
  expect(packages.has('zod')).toBe(true);
  expect([...packages.keys()].filter((name) => /^(react|react-dom|react-router|react-router-dom|axios|react-hot-toast)(\/|$)/.test(name))).toEqual([]);
});
