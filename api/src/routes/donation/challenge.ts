import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '@tenants/shared';
import { challengePage, challengePageCsp, missingChallengePage } from '../../payments/challenge-page';
import { describeCard } from '../../payments/card';
import { localChallengePath } from '../../payments/local-provider';
import { formatPence } from '../../payments/money';
import { findByReference } from './donation.repository';
import { finishCardCheck, settledPage } from './donation.service';

const params = z.object({ reference: z.string().min(1).max(100) });
const outcome = z.object({ outcome: z.enum(['complete', 'fail']) });
const hidden = { hide: true } as const;

/**
 * The local simulator's card check (PAYMENTS_PROVIDER=local): a page standing in for the bank's 3-D Secure
 * page, whose Complete and Fail buttons settle the donation and send the browser to the thank-you or
 * failure page. Only the simulator's donations have one; with Stripe these addresses are 404s.
 */
const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's buttons are plain HTML forms (no script): their bodies come URL-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const findDonation = (reference: string) => (app.payments.name === 'local' ? findByReference(app.database.db, 'local', reference) : Promise.resolve(undefined));
  const headers = () => ({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': challengePageCsp(app.payments.siteOrigin), 'cache-control': 'no-store' });
  const notFound = (reply: FastifyReply) =>
    reply.code(404).headers(headers()).send(missingChallengePage({ product: app.payments.brand.product, donationPage: app.payments.sitePage(paths.donation) }));

  app.get(`${localChallengePath}/:reference`, { schema: { ...hidden, params } }, async (request, reply) => {
    const donation = await findDonation(request.params.reference);
    if (!donation) return notFound(reply);
    // Already settled (a second tab, the back button): straight to where the first answer went.
    if (donation.status !== 'requires_action') return reply.redirect(settledPage(app, donation), 303);
    const page = challengePage({
      product: app.payments.brand.product,
      amount: formatPence(donation.amount_pence),
      card: describeCard({ brand: donation.card_brand, last4: donation.card_last4 }),
    });
    return reply.headers(headers()).send(page);
  });

  app.post(`${localChallengePath}/:reference`, { schema: { ...hidden, params, body: outcome } }, async (request, reply) => {
    const donation = await findDonation(request.params.reference);
    if (!donation) return notFound(reply);
    if (donation.status !== 'requires_action') return reply.redirect(settledPage(app, donation), 303);
    const result = await app.payments.confirmReturn({ reference: request.params.reference, redirectStatus: request.body.outcome === 'complete' ? 'succeeded' : 'failed' });
    return reply.redirect(await finishCardCheck(app, request.log, donation, result), 303);
  });
};

export default challengeRoutes;
