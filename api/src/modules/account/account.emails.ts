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
});
