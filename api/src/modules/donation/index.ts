import type { FastifyPluginAsync } from 'fastify';
import challengeRoutes from './routes/challenge';
import donateRoute from './routes/donate';
import returnRoute from './routes/return';

/**
 * Card donations (docs/product/donation.md): charged through the configured provider, with a card check
 * (3-D Secure) by redirect when the card needs one, then the simulator's challenge page or the donor's
 * return from Stripe settles it.
 */
const donationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(donateRoute);
  await app.register(challengeRoutes);
  await app.register(returnRoute);
};

export default donationRoutes;
