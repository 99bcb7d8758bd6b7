import { confirmationValidMs, confirmPagePath, mailingListLabels, type MailingList } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';

const days = Math.round(confirmationValidMs / (24 * 60 * 60 * 1000));

/** The lists' e-mail: the double opt-in's confirmation (its link is the site's page, which calls the API). */
export const subscriptionEmails = ({ render, context: ctx }: LetterWriter) => ({
  subscriptionConfirm: ({ list, token }: { list: MailingList; token: string }) =>
    render({
      subject: `Please confirm: ${ctx.brand.product} ${mailingListLabels[list].toLowerCase()}`,
      paragraphs: [
        `Someone, we hope you, asked to join the ${ctx.brand.product} ${mailingListLabels[list].toLowerCase()} with this address. Please confirm with the link below.`,
        `The link works for ${days} days. If you did not ask, ignore this e-mail: you will not be added and we will not write again.`,
      ],
      action: { label: 'Confirm my subscription', url: `${ctx.siteUrl}${confirmPagePath}?token=${encodeURIComponent(token)}` },
    }),
});
