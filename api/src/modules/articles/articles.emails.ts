import type { LetterWriter } from '../../mail/templates';

/** The news desk's e-mails: the review loop's notices to editors and to the writer. */
export const articleEmails = ({ render, hello, context: ctx }: LetterWriter) => {
  const deskLink = (id: string) => `${ctx.siteUrl}/staff/news/${encodeURIComponent(id)}`;
  return {
    /** To each editor: a draft submitted, or changes suggested to a live article. */
    articleReviewAsked: ({ firstname, writer, title, id, suggestion }: { firstname: string; writer: string; title: string; id: string; suggestion: boolean }) =>
      render({
        subject: suggestion ? `Changes suggested to “${title}”` : `For review: “${title}”`,
        greeting: hello(firstname),
        paragraphs: [
          suggestion
            ? `${writer} has suggested changes to the published article “${title}”. You can apply them from its version history, or send them back with a note.`
            : `${writer} has submitted the draft “${title}” for review. You can publish it, or send it back with a note saying what to change.`,
        ],
        action: { label: 'Open it in the news desk', url: deskLink(id) },
      }),
    /** To the writer: an editor sent their article back with a note. */
    articleReturned: ({ firstname, editor, title, id, note }: { firstname: string; editor: string; title: string; id: string; note: string }) =>
      render({
        subject: `Sent back: “${title}”`,
        greeting: hello(firstname),
        paragraphs: [`${editor} has sent “${title}” back to you with this note:`, note, 'Make the changes in the news desk, then submit it for review again.'],
        action: { label: 'Open it in the news desk', url: deskLink(id) },
      }),
  };
};
