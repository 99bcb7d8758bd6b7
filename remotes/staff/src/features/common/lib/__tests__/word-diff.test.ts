import { diffWords } from '../word-diff';

test('a changed sentence: the words kept, the one removed and the one added, in order', () => {
  expect(diffWords('We recommend 18 to 24 months.', 'We recommend 12 to 24 months.')).toEqual([
    { kind: 'same', text: 'We recommend ' },
    { kind: 'removed', text: '18 ' },
    { kind: 'added', text: '12 ' },
    { kind: 'same', text: 'to 24 months.' },
  ]);
});

test('words added at the end and a text cleared', () => {
  expect(diffWords('Start early.', 'Start early. Tenants who wait lose time.')).toEqual([
    { kind: 'same', text: 'Start early. ' },
    { kind: 'added', text: 'Tenants who wait lose time.' },
  ]);
  expect(diffWords('Gone now.', '')).toEqual([{ kind: 'removed', text: 'Gone now.' }]);
  expect(diffWords('Same.', 'Same.')).toEqual([{ kind: 'same', text: 'Same.' }]);
});

test('joins back into each side’s text', () => {
  const before = 'The tenant may serve a notice at any time before the break date.';
  const after = 'A tenant must serve the notice at least six months before the break date.';
  const changes = diffWords(before, after);
  expect(
    changes
      .filter((c) => c.kind !== 'added')
      .map((c) => c.text)
      .join('')
      .trim(),
  ).toBe(before);
  expect(
    changes
      .filter((c) => c.kind !== 'removed')
      .map((c) => c.text)
      .join('')
      .trim(),
  ).toBe(after);
});
