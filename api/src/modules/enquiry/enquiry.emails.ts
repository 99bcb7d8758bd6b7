import { leaseHeldOptions } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';
import type { EnquiryDetails } from './enquiry.tables';

/** A reply that opens with the writer's own greeting ("Dear Ada,", "Hi Ada", "Good morning"). */
const greetingPattern = /^(dear|hi|hello|hey|good (morning|afternoon|evening))\b/i;
/**
 * A reply whose last paragraph is the writer's own sign-off with their name: "Kind regards,\nSam" or
 * "Best wishes, Sam". A closing sentence that merely starts so ("Thanks for your patience.") is not one.
 */
const signOffStart =
  /^(kind regards|best regards|warm regards|regards|best wishes|many thanks|thanks|thank you|yours sincerely|yours faithfully|all the best|best)[,.!]?/i;
function isSignOff(paragraph: string): boolean {
  const start = signOffStart.exec(paragraph);
  if (!start) return false;
  const rest = paragraph.slice(start[0].length);
  // The name on the lines below, or after a comma on the same line.
  return /^\s*\n\S/.test(rest) || /^ \p{Lu}[\p{L}'-]+( \p{Lu}[\p{L}'-]+)?$/u.test(rest);
}

/** A last paragraph that is a sign-off alone, without a name ("Kind regards,"): the letter signs it. */
const bareSignOff = new RegExp(`${signOffStart.source}$`, 'i');

/** The enquiry's e-mails. */
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
  enquiryReply: ({ firstname, text, staffFirstname }: { firstname: string; text: string; staffFirstname: string }) => {
    // What the staff member typed, in their own paragraphs (a blank line between them; single line breaks kept).
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    // One greeting and one sign-off: the writer's when they wrote one, else the letter's.
    const greeted = greetingPattern.test(paragraphs[0] ?? '');
    const last = paragraphs.at(-1) ?? '';
    const signed = isSignOff(last);
    // The writer's own closing words without their name keep their words, signed as the letter signs.
    const bare = !signed && bareSignOff.test(last);
    const body = bare ? paragraphs.slice(0, -1) : paragraphs;
    const closing = bare ? last.replace(/[,.!]?$/, ',') : 'Kind regards,';
    return render({
      subject: `Your enquiry – ${ctx.brand.product}`,
      greeting: greeted ? undefined : hello(firstname),
      paragraphs: [...body, ...(signed ? [] : [`${closing}\n${staffFirstname}\n${ctx.brand.product}`])],
    });
  },
});
