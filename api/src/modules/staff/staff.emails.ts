import { staffRoleLabels, type StaffRole } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';

/** The staff module's e-mails: an invitation to the staff area (issue 31). */
export const staffEmails = ({ render, context: ctx }: LetterWriter) => ({
  staffInvitation: ({ role, url, inviter }: { role: StaffRole; url: string; inviter: string }) =>
    render({
      subject: `You're invited to the ${ctx.brand.product} staff area`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviter} has invited you to the ${ctx.brand.product} staff area as ${staffRoleLabels[role]}.`,
        'Open the link below to set up your access (or confirm it with your password if you already have an account with us). It works once, for 7 days.',
        'You will then sign in and set up a second factor (an authenticator app) to keep the staff area safe. If you did not expect this, ignore this e-mail.',
      ],
      action: { label: 'Accept the invitation', url },
    }),
});
