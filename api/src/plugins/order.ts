import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

/** An app-level plugin (a fastify-plugin, named, with its `dependencies`) and its options. */
export interface PluginEntry {
  // The options are each plugin's own; the list mixes plugins of every kind.
  plugin: FastifyPluginAsync<never> | FastifyPluginCallback<never>;
  options?: object;
}

/** What fastify-plugin records on a plugin: its name and the plugins it must come after. */
const metaOf = (plugin: PluginEntry['plugin']) =>
  ((plugin as unknown as Record<symbol, { name?: string; dependencies?: string[] } | undefined>)[Symbol.for('plugin-meta')] ?? {}) as {
    name?: string;
    dependencies?: string[];
  };

/**
 * The plugins in an order where each comes after the plugins its `dependencies` name (Fastify only checks
 * them, and fails the start when one is missing or later), and otherwise in the list's order: at each step
 * the first plugin of the list whose dependencies are all placed. A dependency on a plugin outside the list
 * is left to Fastify's own check; a cycle is an error.
 */
export function inDependencyOrder<Entry extends PluginEntry>(entries: readonly Entry[]): Entry[] {
  const names = new Set(entries.map(({ plugin }) => metaOf(plugin).name).filter(Boolean));
  const placed = new Set<string>();
  const waiting = [...entries];
  const ordered: Entry[] = [];
  while (waiting.length) {
    const next = waiting.findIndex(({ plugin }) => (metaOf(plugin).dependencies ?? []).every((name) => placed.has(name) || !names.has(name)));
    if (next < 0) throw new Error(`The app's plugins depend on each other in a circle: ${waiting.map(({ plugin }) => metaOf(plugin).name).join(', ')}`);
    const [entry] = waiting.splice(next, 1);
    ordered.push(entry);
    const { name } = metaOf(entry.plugin);
    if (name) placed.add(name);
  }
  return ordered;
}
