import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
import type { PaymentsConfig } from './payments.config';
import { challengePrefix, createPaymentsProvider, type PaymentsProvider } from '.';
import { isAllowedRedirect } from './redirect-allow-list';

/** The provider plus what the donation routes need to send a browser around. */
export interface Payments extends PaymentsProvider {
  /** Whether the browser may be sent to this card-check URL (our challenge page or PAYMENTS_REDIRECT_ORIGINS). */
  allowsRedirect(url: string): boolean;
  /** The absolute URL of an API path, for the provider to send the browser back to (never from the Host header). */
  apiUrl(path: string): string;
  /** A site page to redirect the browser to: on PUBLIC_SITE_URL when set, else the same origin. */
  sitePage(path: string): string;
  /** The site's origin when it is not the API's own (PUBLIC_SITE_URL), for the challenge page's CSP. */
  siteOrigin?: string;
  brand: Brand;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  config: PaymentsConfig;
  publicApiBase: string;
  publicSiteUrl?: string;
  /** PUBLIC_SITE_URL or http://localhost:PORT: the origin of absolute return URLs. */
  siteUrl: string;
  brand: Brand;
}

/** Gives the donation routes `app.payments`: the configured provider (the local simulator or Stripe). */
async function paymentsPlugin(app: FastifyInstance, { config, publicApiBase, publicSiteUrl, siteUrl, brand }: PaymentsPluginOptions) {
  const provider = createPaymentsProvider(config, { publicApiBase, now: () => app.now() });
  const allowed = { challengePrefix: challengePrefix(publicApiBase), origins: config.redirectOrigins };
  const absoluteApi = /^https?:\/\//.test(publicApiBase);
  const payments: Payments = Object.assign(provider, {
    allowsRedirect: (url: string) => isAllowedRedirect(url, allowed),
    apiUrl: (path: string) => (absoluteApi ? `${publicApiBase}${path}` : `${siteUrl}${publicApiBase}${path}`),
    sitePage: (path: string) => `${publicSiteUrl ?? ''}${path}`,
    siteOrigin: publicSiteUrl ? new URL(publicSiteUrl).origin : undefined,
    brand,
  });
  app.decorate('payments', payments);
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['clock'] });
