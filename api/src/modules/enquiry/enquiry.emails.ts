import { leaseHeldOptions } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';
import type { EnquiryDetails } from './enquiry.tables';

/** The enquiry's two e-mails. */
export const enquiryEmails = ({ render, hello, context: ctx }: LetterWriter) => ({
  /** To the staff (STAFF_EMAIL): every answer of the 7-step enquiry. */
  enquiryNotification: (enquiry: EnquiryDetails) =>
    render({
      subject: `New enquiry: ${enquiry.type} – ${enquiry.firstname} ${enquiry.lastname}`,
      paragraphs: ['A new enquiry has arrived from the website.'],
      details: [
        ['Service', enquiry.type],
        ['Annual rent', enquiry.annual_rent],
        ['Lease held in a Ltd company', leaseHeldOptions.find((o) => o.value === enquiry.isLeaseHeld)?.label ?? ''],
        ['Town / City', enquiry.city],
        ['Business concerns', enquiry.comments],
        ['Name', `${enquiry.firstname} ${enquiry.lastname}`],
        ['Email', enquiry.email],
        ['Phone', enquiry.phone],
        ['Wants event and industry news', enquiry.isSubscribe ? 'Yes' : 'No'],
      ],
    }),

  /** To the visitor, confirming what the thank-you screen says. */
  enquiryReceipt: ({ firstname }: { firstname: string }) =>
    render({
      subject: `We've Received Your Enquiry! – ${ctx.brand.product}`,
      greeting: hello(firstname),
      paragraphs: [
        'Thank you for your enquiry. A member of our team will use the details you gave us to contact you shortly.',
        'While you wait, join for free to download our guides and get a free 30-minute consultation with a property professional.',
      ],
      action: { label: 'Join For Free', url: `${ctx.siteUrl}/sign-up` },
    }),

  /**
   * A staff member's reply to an enquirer: their words, signed with their first name and the
   * body's name; replies go to the team's address (STAFF_EMAIL), so whoever is in reads the answer.
   */
  enquiryReply: ({ firstname, text, staffFirstname }: { firstname: string; text: string; staffFirstname: string }) =>
    render({
      subject: `Your enquiry – ${ctx.brand.product}`,
      greeting: hello(firstname),
      // One paragraph a blank line: what the staff member typed, in their own paragraphs.
      paragraphs: [
        ...text
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        `Kind regards,\n${staffFirstname}\n${ctx.brand.product}`,
      ],
    }),
});
