import { fisherUpper, judgeCanary, type CanaryRuleSettings, type RuleSide } from '../../../src/modules/telemetry/canary-rule';

// The canary watch's rule on simulated traffic: what it decides at a small site's 20 page loads and at a
// large one's thousands, and how often it ends a canary that is no worse than the stable version.

/** The defaults (RELEASE_MIN_PAGE_VIEWS 10, RELEASE_MIN_ERROR_PAGE_LOADS 3, RELEASE_CONFIDENCE 0.999, ratio 2, margin 5). */
const rule: CanaryRuleSettings = { minPageLoads: 10, minErrorPageLoads: 3, confidence: 0.999, errorRatio: 2, errorMarginPer1000: 5 };

/** A seeded generator: the same traffic on every run. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Page loads one after another, `percent` % drawn with the canary; each fails with its version's chance.
 * The watch looks every `lookEvery` page loads. Gives the page load at which it ended the canary, if it did.
 */
function simulate(random: () => number, { loads, percent, canaryRate, stableRate, lookEvery }: Record<string, number>): number | undefined {
  const canary: RuleSide = { pageLoads: 0, errorPageLoads: 0 };
  const stable: RuleSide = { pageLoads: 0, errorPageLoads: 0 };
  for (let n = 1; n <= loads; n += 1) {
    const side = random() * 100 < percent ? canary : stable;
    side.pageLoads += 1;
    if (random() < (side === canary ? canaryRate : stableRate)) side.errorPageLoads += 1;
    if ((n % lookEvery === 0 || n === loads) && judgeCanary(canary, stable, rule).state === 'failing') return n;
  }
  return undefined;
}

const share = (runs: number, traffic: Record<string, number>, seed: number) => {
  const random = seeded(seed);
  let ended = 0;
  for (let i = 0; i < runs; i += 1) if (simulate(random, traffic) !== undefined) ended += 1;
  return ended / runs;
};

describe('Fisher’s exact test', () => {
  it('gives the hypergeometric tail', () => {
    // 10 of 10 canary page loads failed, 0 of 10 stable: one way in C(20,10) = 184,756.
    expect(fisherUpper(10, 10, 10, 20)).toBeCloseTo(1 / 184_756, 10);
    // 3 of 3 against 1 of 20: C(4,3)/C(23,3).
    expect(fisherUpper(3, 3, 4, 23)).toBeCloseTo(4 / 1771, 8);
    expect(fisherUpper(0, 5, 2, 20)).toBe(1);
    // Cheap and finite at a large site's volumes.
    expect(fisherUpper(300, 5000, 400, 50_000)).toBeLessThan(1e-50);
  });
});

describe('the canary rule at a small site’s traffic (20 page loads)', () => {
  it('ends a canary whose every page load fails, 10 of 10 against 0 of 10', () => {
    expect(judgeCanary({ pageLoads: 10, errorPageLoads: 10 }, { pageLoads: 10, errorPageLoads: 0 }, rule)).toMatchObject({
      state: 'failing',
      path: 'error-rate',
    });
  });

  it('ends a canary with an error no other version had at its third page load with errors, whatever the stable traffic', () => {
    expect(judgeCanary({ pageLoads: 2, errorPageLoads: 2 }, { pageLoads: 0, errorPageLoads: 0 }, rule, { newErrors: 1 }).state).toBe('not-enough-traffic');
    expect(judgeCanary({ pageLoads: 3, errorPageLoads: 3 }, { pageLoads: 0, errorPageLoads: 0 }, rule, { newErrors: 1 })).toMatchObject({
      state: 'failing',
      path: 'new-error',
    });
  });

  it('says "not enough traffic yet" while even an all-failing canary could not be told from chance, then "holding"', () => {
    const early = judgeCanary({ pageLoads: 4, errorPageLoads: 0 }, { pageLoads: 5, errorPageLoads: 0 }, rule);
    expect(early).toMatchObject({ state: 'not-enough-traffic', reason: expect.stringContaining('Not enough traffic yet: 4 canary page loads so far') });
    // 10 canary page loads beside 3 stable ones: past the floor, but 10 of 10 against 0 of 3 would still be chance.
    expect(judgeCanary({ pageLoads: 10, errorPageLoads: 0 }, { pageLoads: 3, errorPageLoads: 0 }, rule).state).toBe('not-enough-traffic');
    expect(judgeCanary({ pageLoads: 10, errorPageLoads: 1 }, { pageLoads: 10, errorPageLoads: 0 }, rule).state).toBe('holding');
    // A canary at 100 % has no stable page loads to be compared with: only the new-error path can end it.
    expect(judgeCanary({ pageLoads: 500, errorPageLoads: 500 }, { pageLoads: 0, errorPageLoads: 0 }, rule).state).toBe('not-enough-traffic');
  });

  it('does not end a canary on 2 failing page loads, nor on 3 of 10 against 0 of 10 (p ≈ 0.1)', () => {
    expect(judgeCanary({ pageLoads: 10, errorPageLoads: 2 }, { pageLoads: 10, errorPageLoads: 0 }, rule, { newErrors: 1 }).state).not.toBe('failing');
    expect(judgeCanary({ pageLoads: 10, errorPageLoads: 3 }, { pageLoads: 10, errorPageLoads: 0 }, rule).state).toBe('holding');
  });

  it('on simulated traffic: a broken canary at 50 % is ended within 20 page loads in most runs, an equal one in none', () => {
    // Every canary page load fails: ended by the rate test once it has its 10 page loads (≈ 60 % of runs by the 20th).
    expect(share(300, { loads: 20, percent: 50, canaryRate: 1, stableRate: 0, lookEvery: 2 }, 1)).toBeGreaterThan(0.5);
    // …and by 30 page loads in nearly every run.
    expect(share(300, { loads: 30, percent: 50, canaryRate: 1, stableRate: 0, lookEvery: 2 }, 2)).toBeGreaterThan(0.9);
    // Both versions fail 5 % of page loads: never ended at this size.
    expect(share(1000, { loads: 20, percent: 50, canaryRate: 0.05, stableRate: 0.05, lookEvery: 2 }, 3)).toBe(0);
  });
});

describe('the canary rule at a large site’s traffic', () => {
  it('ends a canary failing 4 % of page loads against 1 %, and not one at 1.2 % (a difference not worth a rollback)', () => {
    expect(judgeCanary({ pageLoads: 5000, errorPageLoads: 200 }, { pageLoads: 5000, errorPageLoads: 50 }, rule)).toMatchObject({ state: 'failing' });
    expect(judgeCanary({ pageLoads: 50_000, errorPageLoads: 600 }, { pageLoads: 50_000, errorPageLoads: 500 }, rule).state).toBe('holding');
  });

  it('on simulated traffic: a false alarm in under 2 % of equal canaries over 1,000 page loads, looked at every 10; a 4× worse one mostly caught', () => {
    // The false-alarm rate the docs state (docs/product/telemetry.md): repeated looks included.
    expect(share(300, { loads: 1000, percent: 10, canaryRate: 0.05, stableRate: 0.05, lookEvery: 10 }, 4)).toBeLessThan(0.02);
    expect(share(300, { loads: 1000, percent: 50, canaryRate: 0.3, stableRate: 0.3, lookEvery: 10 }, 5)).toBeLessThan(0.02);
    expect(share(200, { loads: 1000, percent: 50, canaryRate: 0.04, stableRate: 0.01, lookEvery: 10 }, 6)).toBeGreaterThan(0.3);
  });
});
