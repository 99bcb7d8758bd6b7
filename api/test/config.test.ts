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
      redisUrl: undefined,
      validation: { apiKey: undefined, baseUrl: 'https://webservices.data-8.co.uk', timeoutMs: 3000, dnsCheck: true },
      mail: {
        smtpUrl: undefined,
        from: '"Commercial Tenants Alliance" <support@tenants.example>',
        staffEmail: 'support@tenants.example',
        siteUrl: 'http://localhost:3000',
        outboxViewer: true,
      },
      // Without GUIDE_LINK_SECRET each process signs guide links with its own random key.
      guides: { dir: path.join(repo, 'data', 'guides'), linkSecret: expect.stringMatching(/^[0-9a-f]{64}$/) },
      // The offline simulator: donations work on a fresh machine without a Stripe account.
      payments: { provider: 'local', redirectOrigins: ['https://hooks.stripe.com'] },
    });
    expect(loadConfig({}).guides.linkSecret).not.toBe(loadConfig({}).guides.linkSecret);
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
      REDIS_URL: 'redis://cache:6379/2',
      VALIDATION_API_KEY: ' AAAA-BBBB-CCCC-DDDD ',
      VALIDATION_BASE_URL: 'http://validation.internal:8080/',
      VALIDATION_TIMEOUT_MS: '1500',
      VALIDATION_DNS: '0',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Tenants United <hello@tenants-united.example>',
      STAFF_EMAIL: 'staff@tenants-united.example',
      PUBLIC_SITE_URL: 'https://www.tenants-united.example/',
      GUIDES_DIR: '/srv/guides',
      GUIDE_LINK_SECRET: 'a-secret-shared-by-every-instance-0123',
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
      redisUrl: 'redis://cache:6379/2',
      validation: { apiKey: 'AAAA-BBBB-CCCC-DDDD', baseUrl: 'http://validation.internal:8080', timeoutMs: 1500, dnsCheck: false },
      mail: {
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        from: 'Tenants United <hello@tenants-united.example>',
        staffEmail: 'staff@tenants-united.example',
        siteUrl: 'https://www.tenants-united.example',
        // Mail goes out over SMTP: there is no outbox to view.
        outboxViewer: false,
      },
      guides: { dir: '/srv/guides', linkSecret: 'a-secret-shared-by-every-instance-0123' },
    });
  });

  it('turns the outbox viewer off in production and on request', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mail.outboxViewer).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX_VIEWER: '0' }).mail.outboxViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).mail.outboxViewer).toBe(true);
  });

  it('refuses a guide link secret too short to sign with', () => {
    expect(() => loadConfig({ GUIDE_LINK_SECRET: 'short' })).toThrow('GUIDE_LINK_SECRET must be at least 32 characters');
  });

  it('names a bad URL without echoing it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@smtp.example.com' })).toThrow('SMTP_URL must be a smtp:// or smtps:// URL');
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@smtp.example.com' })).not.toThrow(/secret/);
  });

  describe('payments', () => {
    const stripe = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: ' sk_test_51Hx9aBcDeFgHiJkL ' };

    it('reads the Stripe provider, its key and another API endpoint as stripe-node options', () => {
      expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_51Hx9aBcDeFgHiJkL',
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        // Stripe's card-check pages, and the fake's when it stands in for Stripe.
        redirectOrigins: ['https://hooks.stripe.com', 'http://127.0.0.1:12111'],
      });
      expect(loadConfig({ ...stripe, STRIPE_API_URL: 'https://stripe-mock.internal' }).payments).toMatchObject({ api: { host: 'stripe-mock.internal', port: 443, protocol: 'https' } });
      expect(loadConfig({ ...stripe, PAYMENTS_PROVIDER: ' Stripe ' }).payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_51Hx9aBcDeFgHiJkL', redirectOrigins: ['https://hooks.stripe.com'] });
    });

    it('takes PAYMENTS_REDIRECT_ORIGINS instead of the default list, as origins', () => {
      const config = loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111', PAYMENTS_REDIRECT_ORIGINS: 'https://hooks.stripe.com/, https://acs.bank.example/3ds' });
      expect(config.payments.redirectOrigins).toEqual(['https://hooks.stripe.com', 'https://acs.bank.example']);
      expect(loadConfig({ PAYMENTS_REDIRECT_ORIGINS: 'http://localhost:4000' }).payments).toEqual({ provider: 'local', redirectOrigins: ['http://localhost:4000'] });
    });

    it('needs a Stripe secret key with the Stripe provider, and never repeats a wrong one', () => {
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow('STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe');
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_publishable123' })).toThrow(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_publishable123' })).not.toThrow(/publishable123/);
      // The local simulator needs no key, and ignores one.
      expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_unused' }).payments).toEqual({ provider: 'local', redirectOrigins: ['https://hooks.stripe.com'] });
    });

    it.each([
      [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER must be local or stripe (got "paypal")'],
      [{ ...stripe, STRIPE_API_URL: '127.0.0.1:12111' }, 'STRIPE_API_URL must be a https:// or http:// URL'],
      [{ PAYMENTS_REDIRECT_ORIGINS: 'https://hooks.stripe.com, hooks.example' }, 'PAYMENTS_REDIRECT_ORIGINS must be a comma-separated list of http:// or https:// origins (got "hooks.example")'],
      [{ PAYMENTS_REDIRECT_ORIGINS: 'javascript:alert(1)' }, /PAYMENTS_REDIRECT_ORIGINS must be a comma-separated list/],
    ])('refuses %p', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
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
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ VALIDATION_BASE_URL: 'ftp://x.example' }, /VALIDATION_BASE_URL/],
    [{ VALIDATION_TIMEOUT_MS: '50' }, /VALIDATION_TIMEOUT_MS must be a whole number from 100 to 60000/],
    [{ STAFF_EMAIL: 'staff' }, /STAFF_EMAIL must be an e-mail address/],
    [{ PUBLIC_SITE_URL: 'tenants.example' }, /PUBLIC_SITE_URL/],
  ])('refuses a bad value: %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
