import './zod-setup';
import { z } from 'zod';
import { plainWords as plain } from './page-words';
import { reviewMessages } from './staff-articles';

/**
 * The pages desk's review loop, as the news desk's (docs/product/pages.md, "Review"): anyone on the staff
 * side submits a page's draft changes for review ('submitted'); the editors (staff and admins) are mailed
 * and see it counted on their home page; an editor sends it back with a note ('returned', the writer is
 * mailed it and reads it on the page) or publishes it, which ends the review.
 */
export const pageReviewStates = ['submitted', 'returned'] as const;
export type PageReviewState = (typeof pageReviewStates)[number];

/** The words of each step and refusal: the news desk's where they fit a page too. */
export const pageReviewMessages = {
  submitted: reviewMessages.submitted,
  returned: reviewMessages.returned,
  noteRequired: reviewMessages.noteRequired,
  noteTooLong: 'Please keep the note under 2,000 characters.',
  nothingToReview: 'There is nothing to review yet: the draft is the same as the live page.',
  notSubmitted: 'This page is not waiting for review.',
  alreadySubmitted: 'This page is already waiting for review.',
} as const;

/** POST `{ note }` to send a page back: a note is required, and said in plain words. */
export const pageReturnSchema = z.strictObject(
  {
    note: z.string({ error: pageReviewMessages.noteRequired }).trim().min(1, pageReviewMessages.noteRequired).max(2000, pageReviewMessages.noteTooLong),
  },
  plain,
);

/** A colleague as a review names them (null where the account is gone). */
export const staffPageReviewPersonSchema = z.object({ id: z.string(), firstname: z.string(), lastname: z.string() });

/** What the pages list says of a review: where it stands, since when. */
export const staffPageReviewSummarySchema = z.object({ state: z.enum(pageReviewStates), at: z.string() });

/** Where a page's review stands, on the page itself. */
export const staffPageReviewSchema = staffPageReviewSummarySchema.extend({
  /** Who submitted it: the one a note goes back to. */
  writer: staffPageReviewPersonSchema.nullable(),
  /** Sent back: the editor's note, and who wrote it. */
  note: z.string().nullable(),
  returnedBy: staffPageReviewPersonSchema.nullable(),
});
export type PageReview = z.infer<typeof staffPageReviewSchema>;
