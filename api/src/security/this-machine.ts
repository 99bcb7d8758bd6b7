import type { FastifyRequest } from 'fastify';

const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine itself: the socket's own peer (never the client-written
 * X-Forwarded-For), and no sign of a proxy in front, which would make every visitor look local.
 */
export const fromThisMachine = (request: FastifyRequest) =>
  loopback.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'] && !request.headers.forwarded && !request.headers['x-real-ip'];
