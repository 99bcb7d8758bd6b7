import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http-errors';
import { donationDeps } from '../donation-deps';
import { findDonation, finishCardCheck, settledPage } from '../card-check.service';
import { donationReturnPath } from '../donation.service';

// Stripe adds payment_intent, payment_intent_client_secret and redirect_status to the return_url we gave it.
const query = z.object({
  donation: z.string().min(1).max(36),
  payment_intent: z.string().min(1).max(255),
  redirect_status: z.string().max(50).optional(),
});

export const returnMessages = { invalidLink: 'This payment link is not valid.' } as const;

/**
 * The donor back from the provider's card check (Stripe's return_url): the provider is asked how the
 * payment stands (the browser's redirect_status is not believed), the donation settled, and the browser
 * sent to the thank-you or failure page (docs/product/donation.md).
 */
const returnRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = donationDeps(app);
  app.get(
    donationReturnPath,
    { schema: { tags: ['donation'], summary: 'Where the card check sends the donor back; redirects to the thank-you or failure page', querystring: query } },
    async (request, reply) => {
      const { donation: id, payment_intent: reference, redirect_status: redirectStatus } = request.query;
      const donation = await findDonation(deps, id);
      // The payment must be the donation's own: a link cannot settle one donation with another's payment.
      if (!donation || donation.provider !== app.payments.name || donation.provider_reference !== reference) {
        throw new HttpError(400, returnMessages.invalidLink);
      }
      // Back a second time (a reload): where the first return went.
      if (donation.status !== 'requires_action') return reply.redirect(settledPage(app.payments, donation), 303);
      // Stripe is asked; only the simulator goes by redirect_status (its challenge page posts straight to us).
      const result = await app.payments.confirmReturn({ reference, redirectStatus });
      return reply.redirect(await finishCardCheck(deps, request.log, donation, result), 303);
    },
  );
};

export default routePlugin(returnRoute);
