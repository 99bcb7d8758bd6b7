import { palette, type Brand } from '@tenants/shared/model';
import type { ModuleEmails } from '../modules';
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

/** One e-mail's content, written once and rendered both as text and as HTML. */
export interface Letter {
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
  const body = [
    letter.greeting ? p(escapeHtml(letter.greeting)) : '',
    // A paragraph's own line breaks (a sign-off's name under "Kind regards,") stay line breaks in HTML.
    ...letter.paragraphs.map((text) => p(escapeHtml(text).replace(/\n/g, '<br>'))),
    details,
    action,
  ].join('\n');
  const footer = [
    `<a href="${escapeHtml(ctx.siteUrl)}" style="color:${palette.deepBlue}">${escapeHtml(ctx.brand.product)}</a> &middot; `,
    `<a href="mailto:${escapeHtml(ctx.brand.email)}" style="color:${palette.deepBlue}">${escapeHtml(ctx.brand.email)}</a>`,
  ].join('\n');
  return frameHtml(ctx, { subject: letter.subject, body, footer });
}

/** What goes into the house frame, as HTML: the letter's own part, the grey footer's, and a line above the brand's bar. */
export interface FramedHtml {
  subject: string;
  body: string;
  footer: string;
  above?: string;
}

/**
 * The house frame of every e-mail, letters and newsletters alike: the brand's navy bar, the content on white,
 * a grey footer, in the design tokens' colours.
 */
export function frameHtml(ctx: TemplateContext, { subject, body, footer, above }: FramedHtml): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:${palette.offWhite};font-family:Arial,Helvetica,sans-serif;color:${palette.navy};line-height:1.5">`,
    `<div style="max-width:600px;margin:0 auto;background:${palette.white}">`,
    above ?? '',
    `<div style="background:${palette.navy};color:${palette.white};padding:20px 24px;font-size:20px;font-weight:700">${escapeHtml(ctx.brand.product)}</div>`,
    `<div style="padding:24px">${body}</div>`,
    `<div style="background:${palette.lightGrey};padding:16px 24px;font-size:13px">${footer}</div>`,
    '</div></body></html>',
  ].join('\n');
}

/** Renders a domain's letters with the brand and the site's address: what each module's e-mails are written with. */
export interface LetterWriter {
  render(letter: Letter): MailContent;
  /** The greeting of a letter to a person. */
  hello(firstname: string): string;
  context: TemplateContext;
}

export function letterWriter(ctx: TemplateContext): LetterWriter {
  return {
    render: (letter) => ({ subject: letter.subject, text: renderText(letter, ctx), html: renderHtml(letter, ctx) }),
    hello: (firstname) => `Dear ${firstname},`,
    context: ctx,
  };
}

/**
 * The product's e-mails, bound to its brand and site address: each module writes its own (its `emails`,
 * modules/<domain>/*.emails.ts). Built by product-emails.ts, not here: the modules' e-mails are written with
 * this file, so it may not load the modules' list (a circle).
 */
export type MailTemplates = ModuleEmails;
