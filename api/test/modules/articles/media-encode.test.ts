import { encoderEnv } from '../../../src/modules/articles/media-encode';

// The picture encoder runs in a process of its own (media-encode.ts); what it decodes may be hostile.

describe('the picture encoder’s process', () => {
  it('inherits none of the site’s secrets: only what a process needs to start, and sharp’s own tuning', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/home/site',
      TMPDIR: '/tmp',
      LANG: 'en_GB.UTF-8',
      VIPS_CONCURRENCY: '1',
      DATABASE_URL: 'postgres://site:hunter2@db/site',
      SMTP_URL: 'smtp://user:pass@mail.example',
      STRIPE_SECRET_KEY: 'sk_live_x',
      SIGNING_SECRET: 's'.repeat(40),
      UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      METRICS_TOKEN: 'm'.repeat(40),
      REDIS_URL: 'redis://:pw@cache:6379',
      NODE_OPTIONS: '--require /tmp/x.js',
    };
    expect(encoderEnv(env)).toEqual({ PATH: '/usr/bin', HOME: '/home/site', TMPDIR: '/tmp', LANG: 'en_GB.UTF-8', VIPS_CONCURRENCY: '1' });
  });
});
