import { mailingListLabels, newsletterPagePath, palette, unsubscribePagePath, unsubscribePath, type MailingList } from '@tenants/shared/model';
import { escapeHtml } from '../../mail/escape-html';
import { frameHtml, type LetterWriter } from '../../mail/templates';
import { htmlToText } from './html-text';

export interface NewsletterCopy {
  subject: string;
  /** Sanitised when saved. */
  html: string;
  slug: string;
  list: MailingList;
  /** This copy's signed unsubscribe token. */
  token: string;
}

/**
 * A newsletter's copy for one reader: the staff's HTML in the house frame, a web-version link and a
 * footer with this reader's own unsubscribe link, and the same as plain text. No tracking pixel; a sent
 * copy's body comes with its links already pointing at the click counter (link-clicks.ts: counts per link,
 * never per reader), while a test copy and the preview keep the plain links.
 */
export const newsletterEmails = ({ context: ctx }: LetterWriter) => ({
  newsletterCopy: ({ subject, html, slug, list, token }: NewsletterCopy) => {
    const web = `${ctx.siteUrl}${newsletterPagePath(slug)}`;
    const leave = `${ctx.siteUrl}${unsubscribePagePath}?token=${encodeURIComponent(token)}`;
    const why = `You get this because you subscribed to the ${ctx.brand.product} ${mailingListLabels[list].toLowerCase()}.`;
    const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${palette.deepBlue}">${escapeHtml(label)}</a>`;
    // The house frame (brand bar and footer) around the staff's HTML: what Preview shows is what readers get.
    const htmlBody = frameHtml(ctx, {
      subject,
      above: `<p style="margin:0;padding:8px 24px;font-size:12px">${link(web, 'Read this on the web')}</p>`,
      body: html,
      footer:
        `<p style="margin:0 0 8px">${escapeHtml(why)}</p>\n` +
        `<p style="margin:0">${link(leave, 'Unsubscribe or change your preferences')} &middot; ${link(ctx.siteUrl, ctx.brand.product)}</p>`,
    });
    const text = `${subject}\n\nRead this on the web: ${web}\n\n${htmlToText(html)}\n\n--\n${why}\nUnsubscribe or change your preferences: ${leave}\n${ctx.brand.product} ${ctx.siteUrl}\n`;
    return { subject, html: htmlBody, text };
  },
});

/** The RFC 2369 / 8058 headers of a copy: one-click unsubscribe (https and mailto) and the list's id. */
export function listHeaders({ siteUrl, mailto, list, token }: { siteUrl: string; mailto: string; list: MailingList; token: string }): Record<string, string> {
  const host = new URL(siteUrl).hostname;
  return {
    'List-Unsubscribe': `<${siteUrl}${unsubscribePath}?token=${encodeURIComponent(token)}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${mailingListLabels[list]} <${list}.${host}>`,
  };
}
