import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Browsers on other origins may call the API only when listed in CORS_ORIGINS (same origin needs nothing). */
async function corsPlugin(app: FastifyInstance, opts: { origins: string[] }) {
  await app.register(cors, {
    origin: opts.origins.length ? opts.origins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors' });
