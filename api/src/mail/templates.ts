import type { z } from 'zod';
import { leaseHeldOptions, messages, palette, type Brand, type enquiryRequestSchema } from '@tenants/shared';
import { formatPence } from '../payments/money';
import { escapeHtml } from './escape-html';

/** A rendered e-mail: the subject and the same content as plain text and as simple HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateContext {
  brand: Brand;
  /** The public site's origin, for links. */
  siteUrl: string;
}

/** An enquiry as the route has it after its contract parsed it. */
export type EnquiryDetails = z.output<typeof enquiryRequestSchema>;

/** How long a reset link works (DESIGN §5: reset tokens are single use and expire after an hour). */
export const resetLinkLifetime = '1 hour';

/** One e-mail's content, written once and rendered both as text and as HTML. */
interface Letter {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** A labelled list (the enquiry's answers). */
  details?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
}

function renderText(letter: Letter, ctx: TemplateContext): string {
  const parts = [
    letter.greeting,
    ...letter.paragraphs,
    letter.details?.map(([label, value]) => `${label}: ${value}`).join('\n'),
    letter.action && `${letter.action.label}: ${letter.action.url}`,
    `${ctx.brand.product}\n${ctx.siteUrl}\n${ctx.brand.email}`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

// Inline styles and a table-free layout: mail clients ignore <style> blocks and external stylesheets.
function renderHtml(letter: Letter, ctx: TemplateContext): string {
  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const details = letter.details?.length
    ? `<dl style="margin:0 0 16px">${letter.details
        .map(([label, value]) => `<dt style="font-weight:700">${escapeHtml(label)}</dt><dd style="margin:0 0 8px">${escapeHtml(value) || '&ndash;'}</dd>`)
        .join('')}</dl>`
    : '';
  const action = letter.action
    ? p(
        `<a href="${escapeHtml(letter.action.url)}" style="display:inline-block;padding:14px 28px;background:${palette.cyan};color:${palette.navy};` +
          `font-weight:700;text-decoration:none;border-radius:4px">${escapeHtml(letter.action.label)}</a>`,
      ) + p(`Or paste this address into your browser: ${escapeHtml(letter.action.url)}`)
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>`,
    `<body style="margin:0;background:${palette.offWhite};font-family:Arial,Helvetica,sans-serif;color:${palette.navy};line-height:1.5">`,
    `<div style="max-width:600px;margin:0 auto;background:${palette.white}">`,
    `<div style="background:${palette.navy};color:${palette.white};padding:20px 24px;font-size:20px;font-weight:700">${escapeHtml(ctx.brand.product)}</div>`,
    '<div style="padding:24px">',
    letter.greeting ? p(escapeHtml(letter.greeting)) : '',
    ...letter.paragraphs.map((text) => p(escapeHtml(text))),
    details,
    action,
    '</div>',
    `<div style="background:${palette.lightGrey};padding:16px 24px;font-size:13px">`,
    `<a href="${escapeHtml(ctx.siteUrl)}" style="color:${palette.deepBlue}">${escapeHtml(ctx.brand.product)}</a> &middot; `,
    `<a href="mailto:${escapeHtml(ctx.brand.email)}" style="color:${palette.deepBlue}">${escapeHtml(ctx.brand.email)}</a>`,
    '</div></div></body></html>',
  ].join('\n');
}

/** The product's e-mails, bound to its brand and site address. */
export function mailTemplates(ctx: TemplateContext) {
  const render = (letter: Letter): MailContent => ({ subject: letter.subject, text: renderText(letter, ctx), html: renderHtml(letter, ctx) });
  const hello = (firstname: string) => `Dear ${firstname},`;

  return {
    /** SPEC §2 reset-password: the link carries the token as its `token` query parameter. */
    passwordReset: ({ firstname, token }: { firstname: string; token: string }) =>
      render({
        subject: `Reset your ${ctx.brand.product} password`,
        greeting: hello(firstname),
        paragraphs: [
          'We received a request to reset the password of your account. Choose a new password with the link below.',
          `The link works once and expires in ${resetLinkLifetime}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        ],
        action: { label: 'Reset your password', url: `${ctx.siteUrl}/reset-password?token=${encodeURIComponent(token)}` },
      }),

    /** To the staff (STAFF_EMAIL): every answer of the 7-step enquiry. */
    enquiryNotification: (enquiry: EnquiryDetails) =>
      render({
        subject: `New enquiry: ${enquiry.type} – ${enquiry.firstname} ${enquiry.lastname}`,
        paragraphs: ['A new enquiry has arrived from the website.'],
        details: [
          ['Service', enquiry.type],
          ['Annual rent', enquiry.annual_rent],
          ['Lease held in a Ltd company', leaseHeldOptions.find((o) => o.value === enquiry.isLeaseHeld)?.label ?? ''],
          ['Town / City', enquiry.city],
          ['Business concerns', enquiry.comments],
          ['Name', `${enquiry.firstname} ${enquiry.lastname}`],
          ['Email', enquiry.email],
          ['Phone', enquiry.phone],
          ['Wants event and industry news', enquiry.isSubscribe ? 'Yes' : 'No'],
        ],
      }),

    /** To the visitor, confirming what the thank-you screen says. */
    enquiryReceipt: ({ firstname }: { firstname: string }) =>
      render({
        subject: `We've Received Your Enquiry! – ${ctx.brand.product}`,
        greeting: hello(firstname),
        paragraphs: [
          'Thank you for your enquiry. A member of our team will use the details you gave us to contact you shortly.',
          'While you wait, join for free to download our guides and get a free 30-minute consultation with a property professional.',
        ],
        action: { label: 'Join For Free', url: `${ctx.siteUrl}/sign-up` },
      }),

    /** To the donor after a successful payment; `card` is what may be kept of it ("Visa ending 4242"). */
    donationReceipt: ({ firstname, amountPence, reference, date, card }: { firstname: string; amountPence: number; reference: string; date: Date; card: string }) =>
      render({
        subject: `Your donation to ${ctx.brand.product}`,
        greeting: hello(firstname),
        paragraphs: [messages.donationThanks, 'Please keep this e-mail as your receipt.'],
        details: [
          ['Amount', formatPence(amountPence)],
          ['Date', date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })],
          ['Reference', reference],
          ['Paid with', card],
        ],
      }),
  };
}

export type MailTemplates = ReturnType<typeof mailTemplates>;
