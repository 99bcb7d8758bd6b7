import { pageReturnSchema, pageReviewMessages, reviewMessages } from '..';

/** The note an editor sends a page back with, as the API and the staff area check it. */
describe('sending a page back', () => {
  const refusal = (input: unknown) => {
    const parsed = pageReturnSchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0].message;
  };

  it('needs a note, said in the words the news desk uses', () => {
    expect(pageReviewMessages.noteRequired).toBe(reviewMessages.noteRequired);
    for (const input of [{}, { note: '' }, { note: '   \n ' }, { note: null }, { note: 3 }, undefined]) expect(refusal(input)).toBeDefined();
    expect(refusal({})).toBe('Please write a note saying what to change.');
    expect(refusal({ note: '   \n ' })).toBe('Please write a note saying what to change.');
  });

  it('keeps the note as written, trimmed, up to 2,000 characters', () => {
    expect(pageReturnSchema.parse({ note: '  Keep the old title.\nIt is in the menu. ' })).toEqual({ note: 'Keep the old title.\nIt is in the menu.' });
    expect(pageReturnSchema.safeParse({ note: 'x'.repeat(2000) }).success).toBe(true);
    expect(refusal({ note: 'x'.repeat(2001) })).toBe('Please keep the note under 2,000 characters.');
  });

  it('says each step and refusal in plain words', () => {
    expect(pageReviewMessages).toEqual({
      submitted: 'Submitted for review. The editors have been told.',
      returned: 'Sent back with your note. The writer has been told.',
      noteRequired: 'Please write a note saying what to change.',
      noteTooLong: 'Please keep the note under 2,000 characters.',
      nothingToReview: 'There is nothing to review yet: the draft is the same as the live page.',
      notSubmitted: 'This page is not waiting for review.',
      alreadySubmitted: 'This page is already waiting for review.',
    });
  });
});
