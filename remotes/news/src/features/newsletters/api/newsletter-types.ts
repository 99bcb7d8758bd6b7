import type { listChoicesSchema, newsletterArchiveResponseSchema, preferencesResponseSchema } from '@tenants/shared';

/*
 * The shapes the newsletter pages work with, read off the contract's schemas (types only: this module
 * brings no zod, so the code a page needs at first paint can use them).
 */
export type ArchivePayload = ReturnType<typeof newsletterArchiveResponseSchema.parse>['payload'];
export type PreferencesPayload = ReturnType<typeof preferencesResponseSchema.parse>['payload'];
export type ListChoices = ReturnType<typeof listChoicesSchema.parse>;
/** What a confirm or unsubscribe call came to: the message to show, and whether it worked. */
export interface ConfirmOutcome {
  ok: boolean;
  message: string;
}
