import { keptMessage, ownerOfEvent, ownerOfPage, ownerOfSource } from '../../../src/modules/telemetry/attribution';
import { bucketOf, p75 } from '../../../src/modules/telemetry/histogram';

const versions = { news: '/remotes/news/1.1.0-bbbbbbbb/mf-manifest.json', enquiry: '/remotes/enquiry/1.0.0-cccccccc/mf-manifest.json' };

describe('attribution', () => {
  it('gives an error to the remote and version whose file threw, on any origin', () => {
    expect(ownerOfSource('http://127.0.0.1:3210/remotes/news/1.1.0-bbbbbbbb/news-article.d26b5390.js')).toEqual({ remote: 'news', version: '1.1.0-bbbbbbbb' });
    expect(ownerOfSource('https://cdn.example/remotes/enquiry/1.0.0-cccccccc/531.js?v=1')).toEqual({ remote: 'enquiry', version: '1.0.0-cccccccc' });
    expect(ownerOfSource('http://127.0.0.1:3210/main.js')).toEqual({ remote: 'shell', version: '-' });
    expect(ownerOfSource(undefined)).toEqual({ remote: 'unknown', version: '-' });
  });

  it('gives page views and vitals to the page’s remote at the version the page carries', () => {
    const page = ownerOfPage({ remote: 'news', versions });
    expect(page).toEqual({ remote: 'news', version: '1.1.0-bbbbbbbb' });
    expect(ownerOfPage({ versions })).toEqual({ remote: 'shell', version: '-' });
    expect(ownerOfEvent({ type: 'vital', name: 'INP', value: 120 }, page, versions)).toEqual(page);
    // An error from the embedded enquiry form on a news page is the enquiry's.
    expect(ownerOfEvent({ type: 'error', message: 'x', source: 'http://h/remotes/enquiry/1.0.0-cccccccc/a.js' }, page, versions)).toEqual({
      remote: 'enquiry',
      version: '1.0.0-cccccccc',
    });
    expect(ownerOfEvent({ type: 'load-failure', remote: 'enquiry' }, page, versions)).toEqual({ remote: 'enquiry', version: '1.0.0-cccccccc' });
  });

  it('keeps names bounded: an invented remote or version is "unknown" / "-"', () => {
    expect(ownerOfPage({ remote: 'x'.repeat(60), versions })).toEqual({ remote: 'unknown', version: '-' });
    expect(ownerOfPage({ remote: 'news', versions: { news: 'https://evil.example/whatever' } })).toEqual({ remote: 'news', version: '-' });
  });

  it('keeps nothing personal from a message: no e-mail, query string or long number, and cuts it short', () => {
    expect(keptMessage('Failed for jo.bloggs+x@example.co.uk at https://site.example/reset-password?token=abc#x (card 4242424242424242)')).toBe(
      'Failed for [email] at https://site.example/reset-password (card [n])',
    );
    expect(keptMessage('a'.repeat(500))).toHaveLength(200);
  });
});

describe('vital histograms', () => {
  it('puts a value in the bucket of its upper bound, CLS in thousandths', () => {
    expect(bucketOf('INP', 180)).toBe(200);
    expect(bucketOf('INP', 200)).toBe(200);
    expect(bucketOf('LCP', 2400)).toBe(2500);
    expect(bucketOf('CLS', 0.08)).toBe(100);
    expect(bucketOf('TTFB', 10_000_000)).toBe(600_000);
  });

  it('reads the 75th percentile off the buckets', () => {
    expect(
      p75('INP', [
        { bucket: 100, count: 50 },
        { bucket: 200, count: 25 },
        { bucket: 500, count: 25 },
      ]),
    ).toBe(200);
    expect(
      p75('INP', [
        { bucket: 100, count: 74 },
        { bucket: 800, count: 26 },
      ]),
    ).toBe(800);
    expect(p75('CLS', new Map([[50, 10]]))).toBe(0.05);
    expect(p75('INP', [])).toBeNull();
  });
});
