import type { FastifyInstance } from 'fastify';
import { messages, type Brand } from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';
import { unavailableMessage } from '../plugins/error-handler';

/**
 * What a page request gets while the database is away: an HTML page (a JSON 503 is drawn as nothing by a
 * browser) in the site's frame, the shell's head and styles with the brand's name and address, drawn from
 * the deploy folder alone. No scripts: the shell's would ask the API and the registry, both behind the same
 * database, and end on a blank page again; a reload after `Retry-After` gets the site back.
 */
export function declareOutagePage(app: FastifyInstance, readShellIndex: () => Promise<string>, brand: Brand): void {
  const product = escapeHtml(brand.product);
  const frame = `<div id="root"><header class="outage-header"><a href="/">${product}</a></header><main id="main" class="outage"><h1>${escapeHtml(
    unavailableMessage,
  )}</h1><p>${escapeHtml(messages.generic)}</p><p><a href="mailto:${escapeHtml(brand.email)}">${escapeHtml(brand.email)}</a></p></main><footer class="outage-footer">© ${product}</footer></div>`;
  app.outagePage.draw = async () => {
    const index = await readShellIndex().catch(
      () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${product}</title></head><body></body></html>`,
    );
    return index
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(unavailableMessage)} – ${product}</title>`)
      .replace(/<body([^>]*)>[\s\S]*<\/body>/i, (_all, attributes: string) => `<body${attributes}>${frame}</body>`);
  };
}
