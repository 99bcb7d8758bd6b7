import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, healthPath } from '@tenants/shared';
import { buildTestApp } from '../helper';

describe('global rate limit', () => {
  let app: FastifyInstance;
  let deployDir: string;

  beforeAll(async () => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-deploy-'));
    app = await buildTestApp({ RATE_LIMIT_MAX: '2', SERVE_SITE: '1', DEPLOY_DIR: deployDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  it('answers 429 in the error shape once an address passes the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: healthPath })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);

    const limited = await app.inject({ method: 'GET', url: healthPath });
    expect(limited.statusCode).toBe(429);
    const body = apiErrorSchema.parse(limited.json());
    expect(body.message).toMatch(/^Too many requests\. Please try again in /);
    expect(body.errors).toEqual([{ message: body.message }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own', async () => {
    const other = await app.inject({ method: 'GET', url: healthPath, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('leaves the site files alone (a page load fetches many)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});
