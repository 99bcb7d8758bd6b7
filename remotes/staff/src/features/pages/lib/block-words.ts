/** Every piece of words in a block, in order (headings, paragraphs, rows), rich text as its HTML's text. */
export function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? [text] : [];
  }
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !['type', 'art', 'to', 'href', 'tone', 'area', 'icon'].includes(key))
      .flatMap(([, inner]) => wordsOf(inner));
  return [];
}
