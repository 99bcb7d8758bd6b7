import './zod-setup';
import { z } from 'zod';
import { staffPagesPath } from './pages';

/**
 * A page's draft shared by a link (docs/product/pages.md): anyone holding it sees the draft as the public
 * page, without signing in, for 7 days. The link is signed (the page and the day it ends, under the site's
 * SIGNING_SECRET): nothing is stored, and a link cannot be stretched or pointed at another page.
 */
export const previewLinkDays = 7;
export const staffPagePreviewLinkPath = (id: string) => `${staffPagesPath}/${encodeURIComponent(id)}/preview-link`;
/** The public address the link opens (`?until=<seconds>&sig=<signature>`). */
export const sharedPreviewPath = (id: string) => `/preview/pages/${encodeURIComponent(id)}`;

export const previewLinkResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    /** The whole link, on the site's public address. */
    url: z.string(),
    /** When it stops working (ISO 8601). */
    expiresAt: z.string(),
  }),
});
export type PreviewLink = z.infer<typeof previewLinkResponseSchema>['payload'];

export const sharedPreviewQuerySchema = z.object({
  until: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  sig: z.string().max(100).optional(),
});

let endFormat: Intl.DateTimeFormat | undefined;
/**
 * When a link stops working, "6 December 2026 at 15:40" in the UK's time, as the link's page and the desk
 * both say it. The format is made at the first call, not as the contracts load: making one costs a slowed
 * phone tens of milliseconds, and the public pages never call this.
 */
export function previewLinkEndInWords(at: Date | string): string {
  endFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return endFormat.format(new Date(at)).replace(',', ' at');
}

export const previewLinkMessages = {
  /** On the shared page, above the draft. */
  banner: (until: string) => `This is a preview of a draft: visitors do not see it yet. This link works until ${until}.`,
  expired: 'This preview link has expired. Ask the person who sent it for a new one.',
  invalid: 'This preview link is not valid. Check that you copied the whole link, or ask for a new one.',
  /** The page cannot be drawn from its draft (a block missing what it needs). */
  notDrawable: 'This draft cannot be shown yet: it is missing something the page needs. Ask the person who sent it.',
  made: (until: string) => `Preview link made. Anyone with it can see this draft until ${until}.`,
  copied: 'Link copied.',
};
