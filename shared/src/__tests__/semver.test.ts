import { satisfy } from '../semver';

// The ranges decide whether a remote runs on the page's copy of a singleton or is refused, so each form the
// builds write (and a team's build may) is checked on both sides of its bounds.

it.each([
  ['1.0.0', '^1.0.0', true],
  ['1.9.3', '^1.0.0', true],
  ['2.0.0', '^1.0.0', false],
  ['0.9.0', '^1.0.0', false],
  ['19.2.0', '^19.0.0', true],
  ['0.2.5', '^0.2.3', true],
  ['0.3.0', '^0.2.3', false],
  ['0.0.4', '^0.0.3', false],
  ['1.2.9', '~1.2.0', true],
  ['1.3.0', '~1.2.0', false],
  ['1.2.3', '1.2.3', true],
  ['1.2.4', '1.2.3', false],
  ['1.2.3', '=1.2.3', true],
  ['2.0.0', '>=1.5.0 <3.0.0', true],
  ['3.0.0', '>=1.5.0 <3.0.0', false],
  ['2.0.0', '>= 1.5.0', true],
  ['1.0.0', '>1.0.0', false],
  ['1.0.0', '<=1.0.0', true],
  ['2.1.0', '^1.0.0 || ^2.0.0', true],
  ['3.1.0', '^1.0.0 || ^2.0.0', false],
  ['5.0.0', '*', true],
  ['1.0.0-beta.1', '^1.0.0', true],
])('%s satisfies %s: %s', (version, range, expected) => {
  expect(satisfy(version, range)).toBe(expected);
});

it('refuses what it cannot read rather than guess', () => {
  expect(satisfy('1.0.0', 'latest')).toBe(false);
  expect(satisfy('not-a-version', '^1.0.0')).toBe(false);
});
