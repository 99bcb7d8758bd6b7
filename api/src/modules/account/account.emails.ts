import { emailChangePagePath } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';

/** How long a reset link works, in the e-mail's words (reset links are single use: docs/product/accounts-and-guides.md). */
export const resetLinkLifetime = '1 hour';

/** The account's e-mail. */
export const accountEmails = ({ render, hello, context: ctx }: LetterWriter) => ({
  /** The reset-password link carries the token as its `token` query parameter (the reset screen reads it). */
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
  /** Sent once the member deleted their own account: the record that it was done (and a warning if it was not them). */
  accountDeleted: ({ firstname }: { firstname: string }) =>
    render({
      subject: `Your ${ctx.brand.product} account has been deleted`,
      greeting: hello(firstname),
      paragraphs: [
        'As you asked, your account has been deleted, with your e-mail preferences and list subscriptions. Enquiries you sent are anonymised; donation records keep only what the law requires us to keep for six years.',
        `If you did not ask for this, please reply to ${ctx.brand.email} at once.`,
      ],
    }),
  /** To the new address: the link that makes it the account's e-mail (nothing changes until it is followed). */
  emailChangeConfirm: ({ firstname, token }: { firstname: string; token: string }) =>
    render({
      subject: `Confirm your new e-mail address for ${ctx.brand.product}`,
      greeting: hello(firstname),
      paragraphs: [
        `You asked to use this address for your ${ctx.brand.product} account. Confirm it with the link below: until then your account keeps its old address.`,
        'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail.',
      ],
      action: { label: 'Confirm my new e-mail address', url: `${ctx.siteUrl}${emailChangePagePath}?token=${encodeURIComponent(token)}` },
    }),
  /** To the old address: a change was asked for, and how to stop it if it was not them. */
  emailChangeNotice: ({ firstname, newEmail }: { firstname: string; newEmail: string }) =>
    render({
      subject: `A change of e-mail address was asked for on your ${ctx.brand.product} account`,
      greeting: hello(firstname),
      paragraphs: [
        `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes only when the link we sent there is followed.`,
        `If this was not you, change your password at once and write to ${ctx.brand.email}.`,
      ],
    }),
});
