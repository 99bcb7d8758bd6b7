import { routePlugin } from '../../module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '@tenants/shared/model';
import { challengePage, challengePageCsp, missingChallengePage } from '../payments/challenge-page';
import { HttpError } from '../../../http-errors';
import { describeCard } from '../payments/card';
import { localChallengePath } from '../payments/local-provider';
import { formatPence } from '../payments/money';
import { donationDeps } from '../donation-deps';
import { findLocalChallenge, finishCardCheck, settledPage } from '../card-check.service';

const params = z.object({ reference: z.string().min(1).max(100) });
const outcome = z.object({ outcome: z.enum(['complete', 'fail']) });
const hidden = { hide: true } as const;

export const crossSiteMessage = 'This card check can only be answered from its own page.';

/**
 * Whether a button press comes from the challenge page itself. Another site could otherwise post
 * "complete" for a donor's pending card check with a form of its own. Browsers say where a request comes
 * from: Sec-Fetch-Site on secure origins (which decides alone: the site's no-referrer policy makes a
 * same-origin form post say `Origin: null`), else the Origin header when it names one. A request with
 * neither is not a browser's cross-site form.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's buttons are plain HTML forms (no script): their bodies come URL-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const deps = donationDeps(app);
  const findDonation = (reference: string) => findLocalChallenge(deps, reference);
  const headers = () => ({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': challengePageCsp(app.payments.siteOrigin),
    'cache-control': 'no-store',
  });
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .headers(headers())
      .send(missingChallengePage({ product: app.payments.brand.product, donationPage: app.payments.sitePage(paths.donation) }));

  app.get(`${localChallengePath}/:reference`, { schema: { ...hidden, params } }, async (request, reply) => {
    const donation = await findDonation(request.params.reference);
    if (!donation) return notFound(reply);
    // Already settled (a second tab, the back button): straight to where the first answer went.
    if (donation.status !== 'requires_action') return reply.redirect(settledPage(app.payments, donation), 303);
    const page = challengePage({
      product: app.payments.brand.product,
      amount: formatPence(donation.amount_pence),
      card: describeCard({ brand: donation.card_brand, last4: donation.card_last4 }),
    });
    return reply.headers(headers()).send(page);
  });

  app.post(`${localChallengePath}/:reference`, { schema: { ...hidden, params, body: outcome } }, async (request, reply) => {
    if (!fromOwnPage(request)) throw new HttpError(403, crossSiteMessage);
    const donation = await findDonation(request.params.reference);
    if (!donation) return notFound(reply);
    if (donation.status !== 'requires_action') return reply.redirect(settledPage(app.payments, donation), 303);
    const result = await app.payments.confirmReturn({
      reference: request.params.reference,
      redirectStatus: request.body.outcome === 'complete' ? 'succeeded' : 'failed',
    });
    return reply.redirect(await finishCardCheck(deps, request.log, donation, result), 303);
  });
};

export default routePlugin(challengeRoutes);
