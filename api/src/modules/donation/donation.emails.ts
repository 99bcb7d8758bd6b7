import { messages } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';
import { formatPence } from './payments/money';

/** The donation's e-mail. */
export const donationEmails = ({ render, hello, context: ctx }: LetterWriter) => ({
  /** To the donor after a successful payment; `card` is what may be kept of it ("Visa ending 4242"). */
  donationReceipt: ({
    firstname,
    amountPence,
    reference,
    date,
    card,
  }: {
    firstname: string;
    amountPence: number;
    reference: string;
    date: Date;
    card: string;
  }) =>
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
});
