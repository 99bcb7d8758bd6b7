import { staffRoleLabels, type StaffRole } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';

/** A change to an account's second factors, as its owner is told of it. */
export type SecondFactorChange = 'enrolled' | 'passkey-added' | 'passkey-removed' | 'reset';

const changeWords: Record<SecondFactorChange, string> = {
  enrolled: 'An authenticator app was set up as the second factor of your staff account',
  'passkey-added': 'A passkey was added to your staff account',
  'passkey-removed': 'A passkey was removed from your staff account',
  reset: 'The second factors of your staff account were removed by an administrator (a reset)',
};

/**
 * The staff module's e-mails: an invitation to the staff area, the link that enrols a second
 * factor, and the notice of every change to an account's factors.
 */
export const staffEmails = ({ render, hello, context: ctx }: LetterWriter) => ({
  staffEnrolment: ({ firstname, url }: { firstname: string; url: string }) =>
    render({
      subject: `Set up your second factor for the ${ctx.brand.product} staff area`,
      greeting: hello(firstname),
      paragraphs: [
        `To use the ${ctx.brand.product} staff area you need a second factor (an authenticator app) as well as your password.`,
        'Open the link below, log in if you are asked to, and follow the steps. It works once, for 24 hours; you can ask for a new one from the staff area.',
        'If you did not expect this e-mail, do not open the link and tell an administrator.',
      ],
      action: { label: 'Set up your second factor', url },
    }),
  staffSecondFactorChanged: ({ firstname, change, at }: { firstname: string; change: SecondFactorChange; at: string }) =>
    render({
      subject: `Your ${ctx.brand.product} staff sign-in has changed`,
      greeting: hello(firstname),
      paragraphs: [
        `${changeWords[change]} on ${at.slice(0, 10)} at ${at.slice(11, 16)} UTC.`,
        change === 'reset'
          ? 'Every session of your account has ended. We will send you a link to set up a new second factor.'
          : 'Your other sessions have been signed out; the one that made the change stays signed in.',
        `If this was not you, tell an administrator at once, or write to ${ctx.brand.email}.`,
      ],
    }),
  /**
   * A staff account's own e-mail address or password changed: sent to the old address as well, so whoever
   * holds the account's confirmed address hears of it even when someone else moved it.
   */
  staffAccountChanged: ({ firstname, change, at, newEmail }: { firstname: string; change: 'email' | 'password'; at: string; newEmail?: string }) =>
    render({
      subject: `Your ${ctx.brand.product} staff account has changed`,
      greeting: hello(firstname),
      paragraphs: [
        `${change === 'email' ? `The e-mail address of your staff account was changed to ${newEmail ?? 'a new address'}` : 'The password of your staff account was changed'} on ${at.slice(0, 10)} at ${at.slice(11, 16)} UTC.`,
        `If this was not you, tell an administrator at once, or write to ${ctx.brand.email}.`,
      ],
    }),
  /** A change an administrator made to the person's access (a role change, its removal). */
  staffAccessChanged: ({ firstname, subject, paragraph }: { firstname: string; subject: string; paragraph: string }) =>
    render({
      subject: `${subject} – ${ctx.brand.product}`,
      greeting: hello(firstname),
      paragraphs: [paragraph, `If you did not expect this, tell an administrator, or write to ${ctx.brand.email}.`],
    }),
  staffInvitation: ({ role, url, inviter }: { role: StaffRole; url: string; inviter: string }) =>
    render({
      subject: `You're invited to the ${ctx.brand.product} staff area`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviter} has invited you to the ${ctx.brand.product} staff area as ${staffRoleLabels[role]}.`,
        'Open the link below to set up your access (or confirm it with your password if you already have an account with us). It works once, for 7 days.',
        'We will then e-mail you a second link, to set up a second factor (an authenticator app) that keeps the staff area safe. If you did not expect this, ignore this e-mail.',
      ],
      action: { label: 'Accept the invitation', url },
    }),
});
