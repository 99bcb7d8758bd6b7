import { serviceAreaList, serviceAreas } from '@tenants/shared';
import { serviceContent, type ServiceContent, type OverviewContent } from '../services';
import { guides, shortList } from '../guides';
import { values } from '../common';
import { homeFaq, serviceTabs } from '../home';

const all: [string, ServiceContent | OverviewContent][] = serviceAreaList.flatMap((area) => [
  [`${area}/services`, serviceContent[area].overview] as [string, OverviewContent],
  ...serviceAreas[area].links.map((l) => [`${area}/${l.slug}`, serviceContent[area].services[l.slug]] as [string, ServiceContent]),
]);

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z’']+/g));
/** Share of the smaller text's distinct words that the other text also uses. */
function overlap(a: string, b: string) {
  const [x, y] = [words(a), words(b)];
  const [small, large] = x.size < y.size ? [x, y] : [y, x];
  return [...small].filter((w) => large.has(w)).length / small.size;
}

test('every service page of the menu has content, and nothing else does', () => {
  expect(all.filter(([, content]) => !content)).toEqual([]);
  for (const area of serviceAreaList) {
    expect(Object.keys(serviceContent[area].services).sort()).toEqual(serviceAreas[area].links.map((l) => l.slug).sort());
  }
});

test('no two service pages share an intro paragraph, a hero intro or a summary', () => {
  const seen = new Map<string, string>();
  for (const [ref, content] of all) {
    for (const text of [content.heroIntro, content.summary, ...content.intro.text]) {
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
