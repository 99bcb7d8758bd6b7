import type { LetterWriter } from '../../mail/templates';

/** The pages desk's e-mails: the review loop's notices to the editors and to the writer, as the news desk's. */
export const pageEmails = ({ render, hello, context: ctx }: LetterWriter) => {
  const deskLink = (id: string) => `${ctx.siteUrl}/staff/pages/${encodeURIComponent(id)}`;
  return {
    /** To each editor: a page's draft changes submitted for review. */
    pageReviewAsked: ({ firstname, writer, title, address, id }: { firstname: string; writer: string; title: string; address: string; id: string }) =>
      render({
        subject: `Page for review: “${title}”`,
        greeting: hello(firstname),
        paragraphs: [
          `${writer} has submitted changes to the page “${title}” (${address}) for review. You can publish them, or send them back with a note saying what to change.`,
        ],
        action: { label: 'Open it in the pages desk', url: deskLink(id) },
      }),
    /** To the writer: an editor sent their page back with a note. */
    pageReturned: ({ firstname, editor, title, id, note }: { firstname: string; editor: string; title: string; id: string; note: string }) =>
      render({
        subject: `Page sent back: “${title}”`,
        greeting: hello(firstname),
        paragraphs: [
          `${editor} has sent the page “${title}” back to you with this note:`,
          note,
          'Make the changes in the pages desk, then submit it for review again.',
        ],
        action: { label: 'Open it in the pages desk', url: deskLink(id) },
      }),
  };
};
