/** A run of words a change kept, added or removed. */
export interface WordChange {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Words and the spaces after them, so the pieces join back into the text. */
const tokens = (text: string) => text.match(/\S+\s*/g) ?? [];

/** Past this many words on either side a text is compared whole: the table below grows with their product. */
const wordLimit = 3000;

/**
 * What changed between two texts, word by word (the longest common run of words is kept, the rest marked
 * added or removed), with neighbouring pieces of one kind joined. Two long texts are shown as one removal and
 * one addition rather than compared word by word.
 */
export function diffWords(before: string, after: string): WordChange[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length > wordLimit || b.length > wordLimit)
    return join([...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])]);
  // lcs[i][j]: the longest common run of a[i..] and b[j..] (compared without trailing spaces).
  const word = (t: string) => t.trimEnd();
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1) lcs[i][j] = word(a[i]) === word(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: WordChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (word(a[i]) === word(b[j])) {
      out.push({ kind: 'same', text: b[j] });
      i += 1;
      j += 1;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ kind: 'removed', text: a[i++] });
    else out.push({ kind: 'added', text: b[j++] });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) out.push({ kind: 'added', text: b[j++] });
  return join(out);
}

function join(changes: WordChange[]): WordChange[] {
  const joined: WordChange[] = [];
  for (const change of changes) {
    const last = joined[joined.length - 1];
    if (last && last.kind === change.kind) last.text += change.text;
    else joined.push({ ...change });
  }
  return joined;
}
