import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The configuration's loader reads the modules' list, so nothing the modules reach may import it back: the
 * app, its plugins and the modules take the config's types from leaves (config/core.ts, config/types.ts),
 * and only the entry points (main.ts, commands.ts) load it. This walks every import of api/src, type
 * imports too, as a circle of types is still a circle for a reader and for the tools.
 */
const src = path.resolve(__dirname, '../../src');

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'(\.{1,2}\/[^']+)'/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((file) => existsSync(file) && statSync(file).isFile() && file.endsWith('.ts'));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)].map((match) => resolveImport(file, match[1])).filter((target): target is string => !!target);
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });

/** The shortest way back from `file` to itself, if any (file names relative to api/src). */
function circleThrough(file: string, graph: Map<string, string[]>): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [...(graph.get(file) ?? [])];
  for (const next of queue) cameFrom.set(next, file);
  while (queue.length) {
    const current = queue.shift()!;
    if (current === file) {
      const way = [file];
      for (let at = cameFrom.get(file)!; at !== file; at = cameFrom.get(at)!) way.unshift(at);
      return [file, ...way.slice(0, -1), file].map((f) => path.relative(src, f));
    }
    for (const next of graph.get(current) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
  }
  return undefined;
}

describe('import circles', () => {
  const graph = new Map(sources(src).map((file) => [file, importsOf(file)]));

  it('sees the imports it walks (the app reaches every module)', () => {
    const app = graph.get(path.join(src, 'app.ts'))!;
    expect(app).toContain(path.join(src, 'modules/index.ts'));
    expect(graph.get(path.join(src, 'modules/index.ts'))).toContain(path.join(src, 'modules/articles/index.ts'));
  });

  it.each(['config/index.ts', 'config/limits.ts'])('%s is in no import circle', (file) => {
    expect(circleThrough(path.join(src, file), graph)).toBeUndefined();
  });

  it('would see one: the modules’ list is in a circle of types, by design (decision 0011)', () => {
    expect(circleThrough(path.join(src, 'modules/index.ts'), graph)).toEqual(expect.arrayContaining(['modules/index.ts']));
  });
});
