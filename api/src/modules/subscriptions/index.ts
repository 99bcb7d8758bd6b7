import type { FastifyPluginAsync } from 'fastify';
import broadcastRoute from './routes/broadcast';
import newsletterRoute from './routes/newsletter';
import whatsappRoute from './routes/whatsapp';

/**
 * The subscription lists: the footer's newsletter and the community page's broadcast (e-mail) and
 * WhatsApp lists, one route file each. Each row records when consent was given and on which page.
 */
const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsletterRoute);
  await app.register(broadcastRoute);
  await app.register(whatsappRoute);
};

export default subscriptionRoutes;
