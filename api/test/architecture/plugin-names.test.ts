import { buildTestApp } from '../helper';

// Fastify names each plugin it registers. One without a name of its own (fastify-plugin's, or the display
// name routePlugin gives) is looked for in every loaded module, twice: under Jest's proxied module cache that
// search was most of the time an app took to start, so every suite paid for it. @fastify/autoload's own
// wrapper of a folder with autohooks is the one plugin we cannot name (and the API docs', off here, are
// third-party plugins registered once).

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Fastify's own naming, watched as the app starts.
const pluginUtils: { getPluginName: (plugin: unknown) => string } = require('fastify/lib/plugin-utils.js');

it('gives every plugin the API registers, route files included, a name of its own', async () => {
  const displayName = Symbol.for('fastify.display-name');
  const unnamed: string[] = [];
  const getPluginName = pluginUtils.getPluginName;
  pluginUtils.getPluginName = (plugin) => {
    const fn = plugin as { name: string; [displayName]?: string };
    if (!fn[displayName] && fn.name !== 'composedPlugin') unnamed.push(fn.name || String(plugin).slice(0, 80));
    return getPluginName(plugin);
  };
  try {
    const app = await buildTestApp({ API_DOCS: '0' });
    await app.ready();
    await app.close();
  } finally {
    pluginUtils.getPluginName = getPluginName;
  }
  expect(unnamed).toEqual([]);
});
