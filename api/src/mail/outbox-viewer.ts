import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMessage } from '../db/tables';
import { escapeHtml } from './escape-html';
import { outboxViewerPath } from './outbox-transport';
import { findOutboxMessage, listOutboxMessages } from './outbox.repository';
import { sendError } from '../plugins/error-handler';
import { fromThisMachine } from '../security/this-machine';

// Escaped first, so the only markup in the text is the links added here (a reset link becomes clickable).
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:960px;margin:24px auto;padding:0 16px">` +
  `<p><strong>Development outbox</strong>: mail kept instead of sent because SMTP_URL is not set. This page is on only with MAIL_OUTBOX_VIEWER=1, for this machine alone.</p>${body}</body></html>`;

const summary = (m: OutboxMessage) =>
  `<li><a href="${outboxViewerPath}/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a> to ${escapeHtml(m.to_address)} <small>${escapeHtml(m.created_at)}</small></li>`;

const hidden = { hide: true } as const;
const listQuery = z.object({
  format: z.enum(['html', 'json']).default('html'),
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * The development outbox viewer. The messages carry live reset links, so app.ts registers it only when
 * MAIL_OUTBOX_VIEWER=1 (the dev and test sites), without SMTP and outside production, and even then it
 * answers only requests from this machine: anyone else gets the same 404 as when it is off.
 * `?format=json` (with `?to=`) lets end-to-end tests follow a reset link the way a person reading the mail would.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return sendError(reply, 404, 'Not found.');
  });

  app.get(outboxViewerPath, { schema: { ...hidden, querystring: listQuery } }, async (request, reply) => {
    const { format, to, limit } = request.query;
    const messages = await listOutboxMessages(app.database.db, { limit, to });
    if (format === 'json') return { success: true, payload: messages };
    const list = messages.length ? `<ol>${messages.map(summary).join('')}</ol>` : '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Outbox', `<h1>Outbox</h1>${list}`));
  });

  app.get(`${outboxViewerPath}/:id`, { schema: { ...hidden, params: z.object({ id: z.string().max(36) }) } }, async (request, reply) => {
    const message = await findOutboxMessage(app.database.db, request.params.id);
    if (!message) return sendError(reply, 404, 'No such message in the outbox.');
    const body =
      `<p><a href="${outboxViewerPath}">&larr; Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
      `<p>To: ${escapeHtml(message.to_address)}<br>At: ${escapeHtml(message.created_at)}</p>` +
      `<h2>Text</h2><pre style="white-space:pre-wrap;background:#f4f4f4;padding:12px">${linkify(message.text_body)}</pre>` +
      // The HTML version from its own address, in a sandbox: it is shown as a mail client would, scripts off.
      `<h2>HTML</h2><iframe sandbox title="HTML version" src="${outboxViewerPath}/${escapeHtml(message.id)}/html" style="width:100%;height:600px;border:1px solid #ccc"></iframe>`;
    return reply.type('text/html; charset=utf-8').send(page(message.subject, body));
  });

  app.get(`${outboxViewerPath}/:id/html`, { schema: { ...hidden, params: z.object({ id: z.string().max(36) }) } }, async (request, reply) => {
    const message = await findOutboxMessage(app.database.db, request.params.id);
    if (!message) return sendError(reply, 404, 'No such message in the outbox.');
    return reply.type('text/html; charset=utf-8').send(message.html_body);
  });
};

export default devOutboxRoutes;
