import { mailingListLabels, newsletterPagePath, unsubscribePagePath, unsubscribePath, type MailingList } from '@tenants/shared/model';
import { escapeHtml } from '../../mail/escape-html';
import type { LetterWriter } from '../../mail/templates';
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
 * A newsletter's copy for one reader: the staff's HTML in the brand's frame, a web-version link and a
 * footer with this reader's own unsubscribe link, and the same as plain text. No tracking pixel and no
 * rewritten links (docs/product/newsletters.md: no open or click tracking).
 */
export const newsletterEmails = ({ context: ctx }: LetterWriter) => ({
  newsletterCopy: ({ subject, html, slug, list, token }: NewsletterCopy) => {
    const web = `${ctx.siteUrl}${newsletterPagePath(slug)}`;
    const leave = `${ctx.siteUrl}${unsubscribePagePath}?token=${encodeURIComponent(token)}`;
    const why = `You get this because you subscribed to the ${ctx.brand.product} ${mailingListLabels[list].toLowerCase()}.`;
    const htmlBody = [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;line-height:1.5">',
      '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
      `<p style="margin:0;padding:8px 24px;font-size:12px"><a href="${escapeHtml(web)}" style="color:#1f5fa8">Read this on the web</a></p>`,
      `<div style="padding:8px 24px 24px">${html}</div>`,
      '<div style="background:#e9edf2;padding:16px 24px;font-size:13px">',
      `<p style="margin:0 0 8px">${escapeHtml(why)}</p>`,
      `<p style="margin:0"><a href="${escapeHtml(leave)}" style="color:#1f5fa8">Unsubscribe or change your preferences</a> &middot; `,
      `<a href="${escapeHtml(ctx.siteUrl)}" style="color:#1f5fa8">${escapeHtml(ctx.brand.product)}</a></p>`,
      '</div></div></body></html>',
    ].join('\n');
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
