import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../helper';
import { documentedRules, evaluate, firing, parseExposition, type Sample } from './alert-evaluator';

// Issue 54: every alert docs/operations.md documents, evaluated against what instances really expose.

const scrape = async (app: FastifyInstance, instance: string): Promise<Sample[]> => {
  const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  const target = { job: 'tenants', instance };
  return [{ labels: { __name__: 'up', ...target }, value: 1 }, ...parseExposition(res.body, target)];
};

const rules = documentedRules();

it('reads every documented rule and evaluates each expression', () => {
  expect(rules.map((rule) => rule.alert)).toEqual([
    'InstanceDown',
    'DatabaseUnreachable',
    'ServerErrors',
    'SlowPages',
    'DatabasePoolExhausted',
    'RedisDown',
    'MailStuck',
    'DeadLetters',
    'MixedBuilds',
    'CanaryRunningLong',
    'EventLoopLag',
  ]);
  for (const rule of rules) expect(evaluate(rule.expr, [], [], 1)).toEqual([]);
});

describeEachDatabase('the documented alerts on an idle instance', (suite) => {
  it('fire none, and the pool gauge shows no request waiting at any scrape', async () => {
    const before = await scrape(suite.app, 'a:3000');
    await suite.app.inject({ method: 'GET', url: '/livez' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await scrape(suite.app, 'a:3000');
    expect(firing(rules, before, now, 1)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      const samples = await scrape(suite.app, 'a:3000');
      const waiting = samples.filter((s) => s.labels.__name__ === 'db_pool_connections' && s.labels.state === 'waiting');
      // Issue 54: the mail gauges' own queries read as 2 waiting at every scrape of an idle instance.
      expect(waiting.map((s) => s.value)).toEqual(suite.dialect === 'postgres' ? [0] : []);
    }
  });

  it('shows which instance holds the canary watch (release_watch_holder{instance})', async () => {
    await suite.app.telemetry.watch();
    const holder = (await scrape(suite.app, 'a:3000')).filter((s) => s.labels.__name__ === 'release_watch_holder');
    expect(holder).toEqual([{ labels: expect.objectContaining({ exported_instance: expect.stringMatching(/.+:\d+$/) }), value: 1 }]);
  });
});

describeEachDatabase('the documented alerts on broken instances', (suite) => {
  it('fire for a database away, answers of 5xx, a silent instance, mixed builds and an exhausted pool', async () => {
    const away = await buildTestApp({ DATABASE_URL: 'postgres://app@127.0.0.1:1/tenants', DATABASE_TIMEOUT_MS: '1000', BUILD_VERSION: 'next' });
    try {
      const before = [...(await scrape(suite.app, 'a:3000')), ...(await scrape(away, 'b:3000'))];
      for (let i = 0; i < 5; i++) expect((await away.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const now = [...(await scrape(suite.app, 'a:3000')), ...(await scrape(away, 'b:3000'))];
      // A third instance that does not answer its scrape.
      now.push({ labels: { __name__: 'up', job: 'tenants', instance: 'c:3000' }, value: 0 });
      expect(firing(rules, before, now, 1)).toEqual(['InstanceDown', 'DatabaseUnreachable', 'ServerErrors', 'MixedBuilds']);
    } finally {
      await away.close();
    }
  });

  if (suite.dialect === 'postgres') {
    it('fire DatabasePoolExhausted while requests wait for a connection (DATABASE_POOL_MAX=1, its one held)', async () => {
      const small = await buildTestApp({ ...suite.env, DATABASE_POOL_MAX: '1', DATABASE_TIMEOUT_MS: '1000' });
      try {
        const before = await scrape(small, 'a:3000');
        const pool = small.database.pool!;
        const held = await pool.connect();
        const waiting = pool.query('select 1').catch(() => undefined);
        const now = await scrape(small, 'a:3000');
        held.release();
        await waiting;
        expect(now.find((s) => s.labels.__name__ === 'db_pool_connections' && s.labels.state === 'waiting')?.value).toBe(1);
        expect(firing(rules, before, now, 1)).toContain('DatabasePoolExhausted');
      } finally {
        await small.close();
      }
    });
  }
});
