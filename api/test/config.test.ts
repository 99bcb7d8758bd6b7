import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultBrand } from '@tenants/shared/model';
import { findRepoRoot, limitDefaults, limitVariable, loadConfig, type LimitName } from '../src/config';

/** Production needs a TOTP key (docs/product/staff.md). */
const totpKey = 'ab'.repeat(32);

const repo = path.resolve(__dirname, '..', '..');

describe('config', () => {
  it('finds the repository from anywhere inside it', () => {
    expect(findRepoRoot(path.join(repo, 'api', 'src', 'routes'))).toBe(repo);
    expect(existsSync(path.join(findRepoRoot(), 'pnpm-workspace.yaml'))).toBe(true);
  });

  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({}, false)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      instance: expect.stringMatching(/^.+:\d+$/),
      version: expect.any(String),
      shutdownDrainMs: 5000,
      database: { dialect: 'sqlite', file: path.join(repo, 'data', 'tenants.sqlite') },
      deployDir: path.join(repo, 'deploy'),
      serveSite: true,
      publicApiBase: '',
      publicSiteUrl: undefined,
      // Absolute links never follow the request's Host header: without PUBLIC_SITE_URL they name this machine.
      siteUrl: 'http://localhost:3000',
      // TOTP secrets sealed under the development key outside production (production refuses to start without TOTP_ENCRYPTION_KEY).
      staff: { totpKeys: { current: expect.any(Buffer), development: true } },
      corsOrigins: [],
      rateLimitMax: 300,
      redisCommandTimeoutMs: 1000,
      limits: limitDefaults,
      trustProxy: false,
      apiDocs: true,
      // OWASP's scrypt cost, N = 2^17.
      passwordHashing: { threads: 2, maxQueue: 32, costLog2: 17 },
      logLevel: 'info',
      logFormat: 'json',
      brand: defaultBrand,
      redisUrl: undefined,
      // /metrics from this machine outside production; in production only with METRICS_TOKEN.
      metricsFromThisMachine: true,
      // Pages kept by weight, not only by count: 2,000 entries once let about 1 GB be held.
      pageCacheBytes: 64 * 1024 * 1024,
      // Without SIGNING_SECRET each process signs page-load ids and form results with its own random key.
      signingSecret: expect.stringMatching(/^[\w-]{43}$/),
      // A client gets 10 s for its headers and a minute for its whole request.
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000 },
      validation: { apiKey: undefined, baseUrl: 'https://webservices.data-8.co.uk', timeoutMs: 3000, dnsCheck: true },
      mail: {
        smtpUrl: undefined,
        from: '"Commercial Tenants Alliance" <support@tenants.example>',
        staffEmail: 'support@tenants.example',
        siteUrl: 'http://localhost:3000',
        // Off unless switched on: the outbox holds live reset links.
        outboxViewer: false,
        outboxRetentionMs: 24 * 60 * 60 * 1000,
        queue: { maxAttempts: 10, retryBaseMs: 30_000, pollMs: 30_000, concurrency: 5, claimMs: 120_000 },
        maxConnections: 5,
        unsubscribeMailto: 'support@tenants.example',
      },
      // Without GUIDE_LINK_SECRET each process signs guide links with its own random key.
      guides: { dir: path.join(repo, 'data', 'guides'), linkSecret: expect.stringMatching(/^[0-9a-f]{64}$/) },
      // The offline simulator: donations work on a fresh machine without a Stripe account.
      payments: { provider: 'local', redirectOrigins: ['https://hooks.stripe.com'] },
      // Staff uploads go outside the app tree, in the user's data folder, unless MEDIA_UPLOAD_DIR says otherwise.
      mediaUploadDir: path.join(os.homedir(), '.local', 'share', 'tenants-site', 'media', 'articles'),
      telemetry: { sampleRate: 1, flushMs: 5000, pageLoadTtlMs: 3_600_000, reportsPerPageLoad: 20, errorsPerPageLoad: 5 },
      releases: {
        watchMs: 15_000,
        minPageViews: 10,
        minErrorPageLoads: 3,
        minErrorNetworks: 3,
        confidence: 0.999,
        errorRatio: 2,
        errorMarginPer1000: 5,
        inpRatio: 1.5,
        minInpSamples: 20,
        alertEmail: 'support@tenants.example',
      },
    });
    expect(loadConfig({}).guides.linkSecret).not.toBe(loadConfig({}).guides.linkSecret);
    expect(loadConfig({}).signingSecret).not.toBe(loadConfig({}).signingSecret);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/^SIGNING_SECRET must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }).metricsFromThisMachine).toBe(
      false,
    );
  });

  it('keeps release files in the deploy folder unless RELEASE_STORE_BUCKET names an S3-compatible bucket', () => {
    expect(loadConfig({}).releases.store).toBeUndefined();
    expect(
      loadConfig({
        RELEASE_STORE_BUCKET: ' site-releases ',
        RELEASE_STORE_PREFIX: '/prod/',
        RELEASE_STORE_ENDPOINT: 'http://minio:9000',
        RELEASE_STORE_REGION: 'eu-west-2',
      }).releases.store,
    ).toEqual({ bucket: 'site-releases', prefix: 'prod/', endpoint: 'http://minio:9000', region: 'eu-west-2' });
    expect(loadConfig({ RELEASE_STORE_BUCKET: 'site-releases' }).releases.store).toEqual({ bucket: 'site-releases', prefix: '' });
  });

  it('puts staff uploads in the XDG data folder, or where MEDIA_UPLOAD_DIR says (relative to the checkout)', () => {
    expect(loadConfig({ XDG_DATA_HOME: '/srv/data' }).mediaUploadDir).toBe('/srv/data/tenants-site/media/articles');
    expect(loadConfig({ MEDIA_UPLOAD_DIR: '/var/lib/tenants/media' }).mediaUploadDir).toBe('/var/lib/tenants/media');
    expect(loadConfig({ MEDIA_UPLOAD_DIR: 'var/media' }).mediaUploadDir).toBe(path.join(findRepoRoot(), 'var', 'media'));
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
      RATE_LIMIT_LOGIN: '5',
      RATE_LIMIT_LOGIN_ACCOUNT: '20',
      RATE_LIMIT_FORGOT_PASSWORD_TARGET: '2',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      API_DOCS: '0',
      PASSWORD_HASH_THREADS: '4',
      PASSWORD_HASH_QUEUE: '8',
      PASSWORD_HASH_COST: '18',
      MAIL_OUTBOX_RETENTION_HOURS: '2',
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
      database: { dialect: 'postgres', url: 'postgres://u@db:5432/tenants', schema: 'site_a', timeoutMs: 10_000, poolMax: 10 },
      deployDir: '/srv/deploy',
      serveSite: false,
      publicApiBase: 'https://api.example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      rateLimitMax: 50,
      limits: { ...limitDefaults, login: 5, loginAccount: 20, forgotPasswordTarget: 2 },
      trustProxy: ['10.0.0.0/8', 'loopback'],
      apiDocs: false,
      passwordHashing: { threads: 4, maxQueue: 8, costLog2: 18 },
      siteUrl: 'https://www.tenants-united.example',
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
        outboxRetentionMs: 2 * 60 * 60 * 1000,
        queue: { maxAttempts: 10, retryBaseMs: 30_000, pollMs: 30_000, concurrency: 5, claimMs: 120_000 },
        maxConnections: 5,
        unsubscribeMailto: 'help@tenants-united.example',
      },
      guides: { dir: '/srv/guides', linkSecret: 'a-secret-shared-by-every-instance-0123' },
    });
  });

  it('keeps the outbox viewer off unless switched on, and off in production or with SMTP whatever is asked', () => {
    expect(loadConfig({}).mail.outboxViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).mail.outboxViewer).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX_VIEWER: '1' }).mail.outboxViewer).toBe(true);
    expect(
      loadConfig({ MAIL_OUTBOX_VIEWER: '1', NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }).mail
        .outboxViewer,
    ).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX_VIEWER: '1', SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.outboxViewer).toBe(false);
  });

  it('keeps outbox mail at least as long as a reset link lives (1 hour)', () => {
    expect(() => loadConfig({ MAIL_OUTBOX_RETENTION_HOURS: '0' })).toThrow('MAIL_OUTBOX_RETENTION_HOURS must be a whole number from 1');
  });

  describe('TRUST_PROXY', () => {
    it('takes a hop count or the proxies’ addresses and ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '192.0.2.10,2001:db8::/32' }).trustProxy).toEqual(['192.0.2.10', '2001:db8::/32']);
    });

    it.each(['true', 'yes', '*', 'all', 'proxy.internal'])('refuses "%s", which would trust every hop or names no address', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a hop count/);
    });
  });

  it('reads every limit from RATE_LIMIT_<NAME>', () => {
    const names = Object.keys(limitDefaults) as LimitName[];
    expect(names.map(limitVariable)).toEqual([
      // Each module's in the modules' order (modules/index.ts), then the site's.
      'RATE_LIMIT_VALIDATE',
      'RATE_LIMIT_SUBSCRIBE',
      'RATE_LIMIT_LOGIN',
      'RATE_LIMIT_REGISTER',
      'RATE_LIMIT_FORGOT_PASSWORD',
      'RATE_LIMIT_RESET_PASSWORD',
      'RATE_LIMIT_LOGIN_ACCOUNT',
      'RATE_LIMIT_REGISTER_TARGET',
      'RATE_LIMIT_FORGOT_PASSWORD_TARGET',
      'RATE_LIMIT_ENQUIRY',
      'RATE_LIMIT_ARTICLE_MEDIA',
      'RATE_LIMIT_DONATION',
      'RATE_LIMIT_TELEMETRY',
      'RATE_LIMIT_PAGE_RENDER',
    ]);
    const env = Object.fromEntries(names.map((name, i) => [limitVariable(name), String(100 + i)]));
    expect(Object.values(loadConfig(env).limits)).toEqual(names.map((_, i) => 100 + i));
    expect(() => loadConfig({ RATE_LIMIT_LOGIN: 'lots' })).toThrow('RATE_LIMIT_LOGIN must be a whole number');
  });

  describe('production', () => {
    it('refuses to start without a payments provider named, so no card is "accepted" while no money moves', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PAYMENTS_PROVIDER must be set with NODE_ENV=production/);
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', MAIL_OUTBOX: '1' })).toThrow(
        /^TOTP_ENCRYPTION_KEY must be set in production/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', MAIL_OUTBOX: '1', TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
        /^TOTP_ENCRYPTION_KEY must be 32 bytes/,
      );
      const keys = loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', MAIL_OUTBOX: '1', TOTP_ENCRYPTION_KEY: totpKey }).staff.totpKeys;
      expect(keys).toEqual({ current: Buffer.from(totpKey, 'hex'), development: false });
      // Outside production a development key stands in (deterministic, so a development database survives restarts).
      expect(loadConfig({}).staff.totpKeys).toMatchObject({ development: true, current: loadConfig({}).staff.totpKeys.current });
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }).payments.provider).toBe(
        'local',
      );
    });

    it('refuses to start without SMTP_URL, so reset links never sit unsent in the outbox (unless MAIL_OUTBOX=1 says so)', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey })).toThrow(
        /^SMTP_URL must be set with NODE_ENV=production/,
      );
      expect(
        loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl,
      ).toBe('smtp://mail.example:587');
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }).mail.smtpUrl).toBeUndefined();
    });

    it('turns the API docs off unless API_DOCS=1', () => {
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }).apiDocs).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1', API_DOCS: '1' }).apiDocs).toBe(
        true,
      );
    });

    it("refuses a password hash cost below OWASP's (2^17), which elsewhere may go down to 2^12 for the test suites", () => {
      const live = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' };
      expect(() => loadConfig({ ...live, PASSWORD_HASH_COST: '16' })).toThrow('PASSWORD_HASH_COST must be a whole number from 17 to 18 (got "16")');
      expect(loadConfig({ ...live, PASSWORD_HASH_COST: '18' }).passwordHashing.costLog2).toBe(18);
      expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashing.costLog2).toBe(12);
      expect(() => loadConfig({ PASSWORD_HASH_COST: '11' })).toThrow('PASSWORD_HASH_COST must be a whole number from 12 to 18 (got "11")');
    });
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
        timeoutMs: 10_000,
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        // Stripe's card-check pages, and the fake's when it stands in for Stripe.
        redirectOrigins: ['https://hooks.stripe.com', 'http://127.0.0.1:12111'],
      });
      expect(loadConfig({ ...stripe, STRIPE_API_URL: 'https://stripe-mock.internal' }).payments).toMatchObject({
        api: { host: 'stripe-mock.internal', port: 443, protocol: 'https' },
      });
      expect(loadConfig({ ...stripe, PAYMENTS_PROVIDER: ' Stripe ' }).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_51Hx9aBcDeFgHiJkL',
        timeoutMs: 10_000,
        redirectOrigins: ['https://hooks.stripe.com'],
      });
    });

    it('takes PAYMENTS_REDIRECT_ORIGINS instead of the default list, as origins', () => {
      const config = loadConfig({
        ...stripe,
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        PAYMENTS_REDIRECT_ORIGINS: 'https://hooks.stripe.com/, https://acs.bank.example/3ds',
      });
      expect(config.payments.redirectOrigins).toEqual(['https://hooks.stripe.com', 'https://acs.bank.example']);
      expect(loadConfig({ PAYMENTS_REDIRECT_ORIGINS: 'http://localhost:4000' }).payments).toEqual({
        provider: 'local',
        redirectOrigins: ['http://localhost:4000'],
      });
    });

    it('needs a Stripe secret key with the Stripe provider, and never repeats a wrong one', () => {
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow('STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe');
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_publishable123' })).toThrow(
        /^STRIPE_SECRET_KEY must be a Stripe secret key/,
      );
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_publishable123' })).not.toThrow(/publishable123/);
      // The local simulator needs no key, and ignores one.
      expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_unused' }).payments).toEqual({ provider: 'local', redirectOrigins: ['https://hooks.stripe.com'] });
    });

    it.each([
      [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER must be local or stripe (got "paypal")'],
      [{ ...stripe, STRIPE_API_URL: '127.0.0.1:12111' }, 'STRIPE_API_URL must be a https:// or http:// URL'],
      [
        { PAYMENTS_REDIRECT_ORIGINS: 'https://hooks.stripe.com, hooks.example' },
        'PAYMENTS_REDIRECT_ORIGINS must be a comma-separated list of http:// or https:// origins (got "hooks.example")',
      ],
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

describe('config: operations (issue 54)', () => {
  it('reads DATABASE_POOL_MAX, SHUTDOWN_DRAIN_MS and INSTANCE_NAME, and refuses what cannot work', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/t',
      DATABASE_POOL_MAX: '4',
      SHUTDOWN_DRAIN_MS: '0',
      INSTANCE_NAME: 'web-2',
      BUILD_VERSION: 'v7',
    });
    expect(config).toMatchObject({ database: { poolMax: 4 }, shutdownDrainMs: 0, instance: 'web-2', version: 'v7' });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/t', DATABASE_POOL_MAX: '0' })).toThrow(
      'DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "0")',
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '60000' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number from 0 to 15000');
    expect(() => loadConfig({ INSTANCE_NAME: 'web 2\n' })).toThrow(/^INSTANCE_NAME must be/);
  });
});
