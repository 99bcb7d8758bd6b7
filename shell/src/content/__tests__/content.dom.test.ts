import { serviceAreaList, serviceAreas } from '@tenants/shared';
import { isServicePage, serviceCardFacts, servicePageContent, type ServicePageContent } from '../services';
import { guides, shortList } from '../guides';
import { values } from '../common';
import { homeFaq, serviceTabs } from '../home';

/** Every service page of the menus with its content, loaded as the page loads it. */
const refs = serviceAreaList.flatMap((area) => ['services', ...serviceAreas[area].links.map((l) => l.slug)].map((slug) => ({ area, slug })));
let all: [string, ServicePageContent][] = [];
beforeAll(async () => {
  all = await Promise.all(refs.map(async ({ area, slug }) => [`${area}/${slug}`, (await servicePageContent(area, slug))!] as [string, ServicePageContent]));
});

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z’']+/g));
/** Share of the smaller text's distinct words that the other text also uses. */
function overlap(a: string, b: string) {
  const [x, y] = [words(a), words(b)];
  const [small, large] = x.size < y.size ? [x, y] : [y, x];
  return [...small].filter((w) => large.has(w)).length / small.size;
}

test('every service page of the menu has content and a card, and nothing else does', async () => {
  expect(all).toHaveLength(28);
  expect(all.filter(([, content]) => !content?.heroIntro || !content.intro.text.length)).toEqual([]);
  for (const area of serviceAreaList) {
    expect(Object.keys(serviceCardFacts[area]).sort()).toEqual(['services', ...serviceAreas[area].links.map((l) => l.slug)].sort());
    // An address outside the menu is no page, and loads nothing: not another area's page, not a path.
    for (const slug of ['no-such-service', '../property/rates', 'index']) {
      expect(isServicePage(area, slug)).toBe(false);
      expect(await servicePageContent(area, slug)).toBeNull();
    }
  }
  expect(await servicePageContent('corporate', 'rates')).toBeNull();
});

test('no two service pages share an intro paragraph, a hero intro or a summary', () => {
  const seen = new Map<string, string>();
  for (const [ref, content] of all) {
    const [area, slug] = ref.split('/') as [keyof typeof serviceCardFacts, string];
    for (const text of [content.heroIntro, serviceCardFacts[area][slug].summary, ...content.intro.text]) {
      expect([seen.get(text), ref]).toEqual([undefined, ref]);
      seen.set(text, ref);
    }
  }
});

test('no two service pages’ intros are near-copies', () => {
  const intros = all.map(([ref, content]) => [ref, content.intro.text.join(' ')] as const);
  for (let i = 0; i < intros.length; i += 1) {
    for (let j = i + 1; j < intros.length; j += 1) {
      expect([intros[i][0], intros[j][0], overlap(intros[i][1], intros[j][1]) < 0.6]).toEqual([intros[i][0], intros[j][0], true]);
    }
  }
});

test('each service page has points or Q&A, and two distinct related services other than itself', () => {
  for (const [ref, content] of all) {
    if (!ref.endsWith('/services')) expect(('points' in content && content.points) || ('qa' in content && content.qa)).toBeTruthy();
    expect(new Set(content.similar).size).toBe(2);
    expect(content.similar).not.toContain(ref);
  }
});

test('the editorial figures appear where they belong', () => {
  const text = (ref: string) => JSON.stringify(all.find(([r]) => r === ref)![1]);
  expect(text('property/lease-renewals')).toMatch(/18 to 24 months[\s\S]*six months/);
  expect(text('property/acquisitions')).toContain('10% of the average annual rent over the first five years');
  expect(text('property/service-charge')).toContain('1 April 2019');
  const rates = text('property/rates');
  for (const figure of ['1 April 2017', '£500', '£12,000', '£15,000', '80%', 'three months', '100%']) expect(rates).toContain(figure);
});

test('the fixed lists of the spec', () => {
  expect(values.points.map((p) => p.title)).toEqual(['Community', 'Making A Difference', 'Integrity', 'Fairness', 'Bold Thinking']);
  expect(homeFaq.items).toHaveLength(4);
  expect(serviceTabs.map((t) => t.label)).toEqual(['Property', 'Corporate', 'Non-Corporate']);
  expect(guides.map((g) => g.name)).toEqual([
    'Disposing of Leasehold Property',
    'Lease Negotiations Guide',
    'Lease Renewal Timeline',
    'Lease Renewals',
    'New Lease Timeline',
    'New License Timeline',
    'Rent Review Disputes',
    'Service Charges',
  ]);
  expect(shortList.map((g) => g.name)).toEqual(['Lease Negotiations Guide', 'Lease Renewal Timeline', 'Lease Renewals', 'New Lease Timeline']);
});
