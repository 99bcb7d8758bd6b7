import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultBrand } from '@tenants/shared';
import { findRepoRoot, loadConfig } from '../src/config';

const repo = path.resolve(__dirname, '..', '..');

describe('config', () => {
  it('finds the repository from anywhere inside it', () => {
    expect(findRepoRoot(path.join(repo, 'api', 'src', 'routes'))).toBe(repo);
    expect(existsSync(path.join(findRepoRoot(), 'pnpm-workspace.yaml'))).toBe(true);
  });

  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      database: { dialect: 'sqlite', file: path.join(repo, 'data', 'tenants.sqlite') },
      deployDir: path.join(repo, 'deploy'),
      serveSite: true,
      publicApiBase: '',
      corsOrigins: [],
      rateLimitMax: 300,
      trustProxy: false,
      logLevel: 'info',
      brand: defaultBrand,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/tenants',
      DATABASE_SCHEMA: 'site_a',
      DEPLOY_DIR: '/srv/deploy',
      SERVE_SITE: '0',
      PUBLIC_API_BASE: 'https://api.example.com/',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      BRAND_PRODUCT: 'Tenants United',
      BRAND_EMAIL: 'help@tenants-united.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { dialect: 'postgres', url: 'postgres://u@db:5432/tenants', schema: 'site_a' },
      deployDir: '/srv/deploy',
      serveSite: false,
      publicApiBase: 'https://api.example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      rateLimitMax: 50,
      trustProxy: true,
      logLevel: 'warn',
      brand: { ...defaultBrand, product: 'Tenants United', email: 'help@tenants-united.example' },
    });
  });

  it('resolves a relative SQLite file against the repository', () => {
    expect(loadConfig({ SQLITE_FILE: 'tmp/x.sqlite' }).database).toEqual({ dialect: 'sqlite', file: path.join(repo, 'tmp', 'x.sqlite') });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX/],
    [{ DATABASE_URL: 'postgres://x', DATABASE_SCHEMA: 'a;drop' }, /DATABASE_SCHEMA/],
    [{ BRAND_EMAIL: 'not-an-email' }, /email/i],
  ])('refuses a bad value: %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
