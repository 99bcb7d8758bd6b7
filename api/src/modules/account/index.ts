import type { FastifyPluginAsync } from 'fastify';
import forgotPasswordRoute from './routes/forgot-password';
import loginRoute from './routes/login';
import logoutRoute from './routes/logout';
import profileRoute from './routes/profile';
import registerRoute from './routes/register';
import resetPasswordRoute from './routes/reset-password';
import tokenCheckRoute from './routes/token-check';

export { accountLockedMessage, targetLimitMessage } from './account.service';

/**
 * Membership (docs/product/accounts-and-guides.md): register, login, logout, profile, the token check, and
 * the forgotten-password e-mail with its single-use reset link; one route file each.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  // Every answer here carries a token or a member's details: no browser, proxy or CDN may keep one.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(profileRoute);
  await app.register(tokenCheckRoute);
  await app.register(logoutRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
};

export default accountRoutes;
