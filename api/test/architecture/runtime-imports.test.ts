import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * What api/src loads at run time, file by file. A circle of such imports makes Node hand one of its files a
 * module that has not finished loading (a value that is `undefined` until later), and which one depends on
 * where the walk started: a test importing a service alone and the app disagree. Type imports are erased, so
 * they are not counted here (import-circles.test.ts keeps the config's loader out of those too).
 */
const src = path.resolve(__dirname, '../../src');

/**
 * The relative imports a file keeps once compiled. TypeScript compiles it alone, as swc and esbuild do, so
 * what it drops (`import type`, `export type`, an import used only as a type) is what the build drops; what
 * is left is read back with TypeScript's own import scanner.
 */
function runtimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, isolatedModules: true },
  });
  return ts
    .preProcessFile(outputText, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveImport(file, specifier) ?? `${specifier} (unresolved, from ${file})`);
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((file) => existsSync(file) && statSync(file).isFile());
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });

const importGraph = (root: string) => new Map(sources(root).map((file) => [file, runtimeImports(file)]));

/**
 * Every circle of the graph, one per group of files that reach each other (Tarjan's strongly connected
 * components), each given as one concrete way round, `a.ts → b.ts → a.ts`, and the group's other files;
 * names relative to `root`.
 */
function importCircles(graph: Map<string, string[]>, root: string): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || graph.get(file)!.includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => {
    const way = wayRound(group.sort()[0], new Set(group), graph);
    const others = group.filter((file) => !way.includes(file));
    // The rest of the group is named too: one import taken out of the way round may leave another circle.
    const also = others.length ? ` (and in the same circle: ${others.map((file) => path.relative(root, file)).join(', ')})` : '';
    return `${way.map((file) => path.relative(root, file)).join(' → ')}${also}`;
  });
}

/** The shortest way from `start` back to itself inside its group (a breadth-first walk). */
function wayRound(start: string, group: Set<string>, graph: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const current = queue.shift()!;
    for (const next of graph.get(current) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const way = [current];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0])!);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return [start];
}

describe('runtime imports of api/src', () => {
  const graph = importGraph(src);

  it('sees the imports it walks, and only the runtime ones', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(path.join(src, 'app.ts'))).toContain(path.join(src, 'modules/index.ts'));
    // Nothing unresolved: a missed import would hide a circle.
    expect([...graph.values()].flat().filter((target) => target.includes('(unresolved'))).toEqual([]);
    // modules/index.ts reaches modules/module.ts for types only (its `import type`).
    expect(graph.get(path.join(src, 'modules/index.ts'))).not.toContain(path.join(src, 'modules/module.ts'));
  });

  it('has no import circle', () => {
    expect(importCircles(graph, src)).toEqual([]);
  });

  it('would name one: a circle written for the test is found, a circle of types is not', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
    try {
      const files = {
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b/index.ts': "import { c } from '../c';\nexport const b = c;\n",
        'c.ts': "import { a } from './a';\nimport type { T } from './d';\nexport const c = a;\nexport type U = T;\n",
        // Value-shaped imports used only as types are erased too, as swc and esbuild erase them.
        'd.ts': "import { c } from './c';\nimport type { U } from './c';\nexport type T = typeof c | U;\nexport const d = 1;\n",
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      expect(importCircles(importGraph(dir), dir)).toEqual([['a.ts', 'b/index.ts', 'c.ts', 'a.ts'].join(' → ')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The plugins are the app's frame and the site one of its parts: the site may use what a plugin decorates
  // the app with, never the other way round (what both need lives in security/ or the module, and app.ts, the
  // composition root, hands a plugin what it needs of the site). Type imports count here: a direction is one.
  it('no plugin imports from the site server, not even a type', () => {
    const isPlugin = (file: string) => file.startsWith(path.join(src, 'plugins') + path.sep) || /^modules\/.+-plugin\.ts$/.test(path.relative(src, file));
    const intoSite = [...graph.keys()].filter(isPlugin).flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'))
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.') && resolveImport(file, specifier)?.startsWith(path.join(src, 'site') + path.sep))
        .map((specifier) => `${path.relative(src, file)} → ${specifier}`),
    );
    expect(intoSite).toEqual([]);
  });
});
