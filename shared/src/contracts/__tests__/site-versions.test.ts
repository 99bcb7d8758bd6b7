import { siteMenusUpdateSchema, siteRecordMessages, siteSettingsUpdateSchema } from '..';

// The settings' and the menus' desks answer in plain words (issue 53): what a communications officer reads
// beside a field, never the validator's own wording.
const zodWording = /Invalid|expected|received|Unrecognized|Too (big|small)/;
const long = 'x'.repeat(3000);
const bad: unknown[] = [null, 1, 'x', '', long, true, [], {}, [1], ['x'], [{}], { nope: 1 }];

test('every setting sent wrong in each way zod knows is refused in plain words', () => {
  const keys = Object.keys(siteSettingsUpdateSchema.shape);
  const inputs = [...keys.flatMap((key) => bad.map((value) => ({ [key]: value }))), { nope: 1 }, { social: { facebook: 'https://f.example', nope: 1 } }];
  let refused = 0;
  for (const input of inputs) {
    const result = siteSettingsUpdateSchema.safeParse(input);
    if (result.success) continue;
    refused += 1;
    for (const issue of result.error.issues)
      expect([JSON.stringify(input), issue.message]).not.toEqual([JSON.stringify(input), expect.stringMatching(zodWording)]);
  }
  expect(refused).toBeGreaterThan(inputs.length / 2);
});

test('every part of the menus sent wrong is refused in plain words', () => {
  const entries = bad.map((value) => ({ main: [value] }));
  const fields = ['label', 'to', 'links', 'services'].flatMap((key) => bad.map((value) => ({ main: [{ label: 'About', to: '/about', [key]: value }] })));
  const columns = ['heading', 'links'].flatMap((key) =>
    bad.map((value) => ({ footer: [{ heading: 'Quick Links', links: [{ label: 'A', to: '/a' }], [key]: value }] })),
  );
  const inputs = [...entries, ...fields, ...columns, ...bad.map((value) => ({ main: value, footer: value }))];
  let refused = 0;
  for (const input of inputs) {
    const result = siteMenusUpdateSchema.safeParse(input);
    if (result.success) continue;
    refused += 1;
    for (const issue of result.error.issues)
      expect([JSON.stringify(input), issue.message]).not.toEqual([JSON.stringify(input), expect.stringMatching(zodWording)]);
  }
  expect(refused).toBeGreaterThan(inputs.length / 2);
});

test('an update carries only what was sent: a setting left out is not put back to its default', () => {
  expect(siteSettingsUpdateSchema.parse({ contactLines: ['Press: press@tenants.example'] })).toEqual({ contactLines: ['Press: press@tenants.example'] });
});

test('the desks’ refusals are sentences', () => {
  for (const message of Object.values(siteRecordMessages)) expect(message).toMatch(/^[A-Z].*\.$/);
});
