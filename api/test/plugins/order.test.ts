import fp from 'fastify-plugin';
import { inDependencyOrder } from '../../src/plugins/order';

const plugin = (name: string, dependencies: string[] = []) => fp(async () => {}, { name, dependencies });
const names = (entries: Array<{ plugin: unknown }>) =>
  entries.map(({ plugin }) => (plugin as Record<symbol, { name: string }>)[Symbol.for('plugin-meta')].name);

describe('the app-level plugins’ order', () => {
  it('puts each plugin after the ones it depends on, and keeps the list’s order where they leave it free', () => {
    const list = [
      plugin('error-handler'),
      plugin('clock'),
      plugin('database', ['health-checks']),
      plugin('mailer', ['database']),
      plugin('metrics', ['mailer']),
      plugin('health-checks'),
      plugin('media'),
      plugin('newsletters', ['mailer', 'clock']),
    ].map((p) => ({ plugin: p }));
    expect(names(inDependencyOrder(list))).toEqual(['error-handler', 'clock', 'health-checks', 'database', 'mailer', 'metrics', 'media', 'newsletters']);
  });

  it('leaves a dependency outside the list to Fastify’s own check, and refuses a circle', () => {
    expect(names(inDependencyOrder([{ plugin: plugin('a', ['elsewhere']) }]))).toEqual(['a']);
    expect(() => inDependencyOrder([{ plugin: plugin('a', ['b']) }, { plugin: plugin('b', ['a']) }])).toThrow(/circle: a, b/);
  });
});
