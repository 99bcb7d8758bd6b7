import { createHash } from 'node:crypto';
import { button, palette } from '@tenants/shared/model';
import { escapeHtml } from '../../../mail/escape-html';

// One stylesheet for every challenge page, allowed by its hash in the page's own CSP: no inline script, no
// 'unsafe-inline'. Text on cyan is navy (white on cyan fails WCAG AA, docs/product/look-and-content.md).
const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:${palette.offWhite};color:${palette.navy};font:16px/1.5 Arial,Helvetica,sans-serif}
header{background:${palette.navy};color:${palette.white};padding:20px 24px;font-size:20px;font-weight:700}
main{max-width:560px;margin:48px auto;padding:32px 24px;background:${palette.white};border-top:6px solid ${palette.cyan};border-radius:${button.radius}px;box-shadow:0 2px 12px rgba(11,27,51,.12)}
h1{margin:0 0 16px;font-size:28px;line-height:1.2}
p{margin:0 0 16px}
.tag{display:inline-block;margin:0 0 12px;padding:2px 10px;background:${palette.lightGrey};border-radius:12px;font-size:14px;font-weight:700;color:${palette.deepBlue}}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
dt{font-weight:700}
dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:16px}
form{margin:0}
button,.link{display:inline-flex;align-items:center;justify-content:center;min-width:${button.width}px;height:${button.height}px;padding:0 24px;border-radius:${button.radius}px;font:700 16px Arial,Helvetica,sans-serif;cursor:pointer;text-decoration:none}
.primary{background:${palette.cyan};color:${palette.navy};border:${button.borderWidth}px solid ${palette.cyan}}
.secondary{background:transparent;color:${palette.navy};border:${button.borderWidth}px solid ${palette.cyan}}
button:hover,.link:hover{filter:brightness(.95)}
button:focus-visible,.link:focus-visible{outline:3px solid ${palette.navy};outline-offset:3px}
@media (max-width:630px){main{margin:0;border-radius:0}button,.link{width:100%;height:${button.mobileHeight}px}}
`.trim();

const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The challenge page's own CSP: its stylesheet, its two forms (and where they redirect to), nothing else. */
export const challengePageCsp = (siteOrigin?: string) =>
  [`default-src 'none'`, `style-src ${styleHash}`, `form-action 'self'${siteOrigin ? ` ${siteOrigin}` : ''}`, `frame-ancestors 'none'`, `base-uri 'none'`].join(
    '; ',
  );

const layout = (product: string, title: string, body: string) =>
  [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – ${escapeHtml(product)}</title><style>${css}</style></head>`,
    `<body><header>${escapeHtml(product)}</header>`,
    `<main aria-labelledby="title">${body}</main></body></html>`,
  ].join('\n');

export interface ChallengeDetails {
  product: string;
  amount: string;
  card: string;
}

/**
 * The local simulator's card check, standing in for the bank's 3-D Secure page. Its two buttons post
 * `outcome` to the page's own address (no action attribute), so it works under any API base.
 */
export const challengePage = ({ product, amount, card }: ChallengeDetails) =>
  layout(
    product,
    'Confirm your donation',
    [
      '<p class="tag">Test mode: no money moves</p>',
      '<h1 id="title">Confirm your donation</h1>',
      `<p>Your bank would now ask you to confirm this payment. This page stands in for it while ${escapeHtml(product)} uses the payments simulator.</p>`,
      `<dl><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>Card</dt><dd>${escapeHtml(card)}</dd></dl>`,
      '<div class="actions">',
      '<form method="post"><input type="hidden" name="outcome" value="complete"><button type="submit" class="primary">Complete</button></form>',
      '<form method="post"><input type="hidden" name="outcome" value="fail"><button type="submit" class="secondary">Fail</button></form>',
      '</div>',
    ].join('\n'),
  );

/** For a card check that does not exist (or belongs to another provider). */
export const missingChallengePage = ({ product, donationPage }: { product: string; donationPage: string }) =>
  layout(
    product,
    'Card check not found',
    [
      '<h1 id="title">This card check is not available</h1>',
      '<p>The link may be old or mistyped. Please go back to the donation page.</p>',
      `<p><a class="link primary" href="${escapeHtml(donationPage)}">Back to the donation page</a></p>`,
    ].join('\n'),
  );
