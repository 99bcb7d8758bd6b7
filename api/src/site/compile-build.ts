import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import Module from 'node:module';

/** The stats taken in this turn of the event loop (see `mtime`). */
let thisTurn: Map<string, number | undefined> | undefined;

/**
 * When a deployed file last changed (undefined: it is not there). Checked for every request, so a deploy
 * shows at the next one; a synchronous stat of a cached inode takes microseconds, where the thread pool's
 * round trip of an asynchronous one cost more than the rest of serving a cached page. The requests of one
 * turn of the event loop share one stat of each file (a kept page asked three times): a deploy finished
 * before a request arrived is seen by it, as each turn stats again.
 */
export function mtime(file: string): number | undefined {
  if (!thisTurn) {
    thisTurn = new Map();
    setImmediate(() => (thisTurn = undefined));
  }
  if (thisTurn.has(file)) return thisTurn.get(file);
  const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  thisTurn.set(file, changed);
  return changed;
}

/**
 * A CommonJS file compiled as a module of its own from the file as it is now (the require cache would keep
 * the first build for the life of the process), with `require` limited to `modules` when given.
 */
export async function compileBuild<T>(file: string, modules?: Record<string, unknown>): Promise<T> {
  const module = new Module(file);
  module.filename = file;
  if (modules) {
    module.require = ((id: string) => {
      // An own property only: a build asking for "constructor" must not get Object's.
      if (Object.hasOwn(modules, id)) return modules[id];
      throw new Error(`${file} requires "${id}", which the site server does not provide`);
    }) as NodeJS.Require;
  }
  (module as Module & { _compile(source: string, filename: string): void })._compile(await readFile(file, 'utf8'), file);
  return module.exports as T;
}

export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A race against the clock: rejects when `promise` takes longer than `ms`. */
export const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
