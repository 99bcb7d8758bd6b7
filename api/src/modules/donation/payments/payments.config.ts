import { blank, integer, isProduction, list, url, type Env } from '../../../config/parse';

/** Card donations (docs/decisions/0003-payments-provider.md): the offline simulator by default, Stripe when configured. */
export type PaymentsConfig = {
  /**
   * Origins the browser may be sent to for a card check (3-D Secure), besides our own challenge page:
   * PAYMENTS_REDIRECT_ORIGINS, or Stripe's hooks.stripe.com plus STRIPE_API_URL's origin.
   */
  redirectOrigins: string[];
} & (
  | { provider: 'local' }
  | {
      provider: 'stripe';
      /** Server-side only, never in /config.json or a log. */
      secretKey: string;
      /** Limit of each try at Stripe (STRIPE_TIMEOUT_MS); stripe-node tries three times with the same key. */
      timeoutMs: number;
      /** Another Stripe API endpoint than api.stripe.com (a local fake in tests), as stripe-node's options. */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    }
);

const stripeHooksOrigin = 'https://hooks.stripe.com';

function payments(env: Env): PaymentsConfig {
  // In production a forgotten setting must not quietly "accept" cards while no money moves.
  if (blank(env.PAYMENTS_PROVIDER) && isProduction(env)) {
    throw new Error(
      'PAYMENTS_PROVIDER must be set with NODE_ENV=production: "stripe" to take real payments, or "local" for the offline simulator (no money moves)',
    );
  }
  const provider = blank(env.PAYMENTS_PROVIDER) ? 'local' : env.PAYMENTS_PROVIDER!.trim().toLowerCase();
  if (provider !== 'local' && provider !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be local or stripe (got "${env.PAYMENTS_PROVIDER}")`);

  const apiUrl = url(env, 'STRIPE_API_URL', ['https:', 'http:']);
  const api = apiUrl ? new URL(apiUrl) : undefined;
  const configured = list(env.PAYMENTS_REDIRECT_ORIGINS).map((origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['https:', 'http:'].includes(parsed.protocol)) {
      throw new Error(`PAYMENTS_REDIRECT_ORIGINS must be a comma-separated list of http:// or https:// origins (got "${origin}")`);
    }
    return parsed.origin;
  });
  const redirectOrigins = configured.length ? configured : [stripeHooksOrigin, ...(api ? [api.origin] : [])];
  if (provider === 'local') return { provider, redirectOrigins };

  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe');
  // The message never repeats the key: a key pasted into the wrong variable is still a secret.
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)');
  return {
    provider,
    secretKey,
    timeoutMs: integer(env, 'STRIPE_TIMEOUT_MS', 10_000, 100, 80_000),
    redirectOrigins,
    ...(api
      ? {
          api: {
            host: api.hostname,
            port: api.port ? Number(api.port) : api.protocol === 'https:' ? 443 : 80,
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          },
        }
      : {}),
  };
}

export const loadPaymentsConfig = (env: Env): { payments: PaymentsConfig } => ({ payments: payments(env) });
