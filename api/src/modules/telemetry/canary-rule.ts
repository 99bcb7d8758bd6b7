/**
 * The canary watch's decision (docs/product/telemetry.md "The rule"): a pure function of what the site
 * server counted, so it can be tried on simulated traffic of any size. It judges *page loads with an error*
 * (at most one per page load, whatever that page sent), because one broken page can send many errors and a
 * small site has tens of page loads, not thousands of errors.
 */

/** One version's evidence since the canary started. */
export interface RuleSide {
  /** Page loads the site server drew with this version (visitors cannot make these up). */
  pageLoads: number;
  /** Of those, the page loads that reported at least one error of this version. */
  errorPageLoads: number;
}

export interface CanaryRuleSettings {
  /** Canary page loads before the error-rate test may end it (RELEASE_MIN_PAGE_VIEWS). */
  minPageLoads: number;
  /** Canary page loads with errors before either path may end it (RELEASE_MIN_ERROR_PAGE_LOADS). */
  minErrorPageLoads: number;
  /** The confidence that the canary's rate is above the stable one's (RELEASE_CONFIDENCE, e.g. 0.999). */
  confidence: number;
  /**
   * Distinct networks (an address's /24 or /64) its page loads with errors must come from before either path
   * may end it (RELEASE_MIN_ERROR_NETWORKS): one visitor's many page loads are one witness.
   */
  minErrorNetworks?: number;
  /** The canary's rate must also be above this many times the stable one … (RELEASE_ERROR_RATIO) */
  errorRatio: number;
  /** … and this many page loads with errors per 1,000 above it (RELEASE_ERROR_MARGIN_PER_1000). */
  errorMarginPer1000: number;
}

export type CanaryState = 'not-enough-traffic' | 'holding' | 'failing';

export interface CanaryJudgement {
  state: CanaryState;
  /** Why it fails, or what it waits for: a sentence for the history, the alert and the releases page. */
  reason: string;
  /** The one-sided p-value of "the canary fails no more often than the stable version" (1 when untested). */
  pValue: number;
  /** Which path ended it. */
  path?: 'new-error' | 'error-rate';
}

/** ln Γ(x) (Lanczos, g = 7): enough digits for factorials of page-load counts. */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.61503916999186, 12.507343278686905, -0.13857109526572012,
    9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i += 1) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided: with `total` page loads of which `failed` had errors, the chance that a
 * random `drawn` of them (the canary's) hold `hits` or more of the failed ones. Exact at any size, so it
 * holds at 20 page loads as well as at 20,000.
 */
export function fisherUpper(hits: number, drawn: number, failed: number, total: number): number {
  const top = Math.min(drawn, failed);
  if (hits <= Math.max(0, drawn + failed - total)) return 1;
  if (hits > top) return 0;
  // The first term exactly, the rest by the ratio of neighbouring terms; the tail past the mode shrinks
  // fast, so it stops once a term no longer counts (a look stays cheap at 100,000 page loads).
  let term = Math.exp(logChoose(failed, hits) + logChoose(total - failed, drawn - hits) - logChoose(total, drawn));
  let p = term;
  for (let x = hits; x < top && term > p * 1e-12; x += 1) {
    term *= ((failed - x) * (drawn - x)) / ((x + 1) * (total - failed - drawn + x + 1));
    p += term;
  }
  return Math.min(1, p);
}

const clean = (side: RuleSide): RuleSide => {
  const pageLoads = Math.max(0, Math.floor(side.pageLoads));
  // A page load the server did not count (sampled out, or drawn by an instance that had not flushed yet)
  // cannot fail more than once: the rate stays a rate.
  return { pageLoads, errorPageLoads: Math.min(Math.max(0, Math.floor(side.errorPageLoads)), pageLoads) };
};

const per1000 = (side: RuleSide) => (side.pageLoads ? (side.errorPageLoads / side.pageLoads) * 1000 : 0);
const shown = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-GB');

/**
 * Ends a canary, once its page loads with errors come from at least `minErrorNetworks` networks, when either:
 * - **new error**: it reported an error message no other version of the remote ever reported, from at least
 *   `minErrorPageLoads` page loads with errors (no wait for page loads or a comparison: the stable version
 *   cannot have this error); or
 * - **error rate**: after `minPageLoads` page loads and `minErrorPageLoads` with errors, its share of page
 *   loads with errors is above the stable version's with `confidence` (Fisher's exact test), and above both
 *   `errorRatio` × and `errorMarginPer1000` + the stable share (a difference worth a rollback).
 * Otherwise it is "not enough traffic yet" while even a canary whose every page load had failed could not
 * pass the test, and "holding" after.
 */
export function judgeCanary(
  canaryIn: RuleSide,
  stableIn: RuleSide,
  settings: CanaryRuleSettings,
  { newErrors = 0, errorNetworks = Infinity }: { newErrors?: number; errorNetworks?: number } = {},
): CanaryJudgement {
  const canary = clean(canaryIn);
  const stable = clean(stableIn);
  const alpha = 1 - settings.confidence;
  const enoughErrors = canary.errorPageLoads >= settings.minErrorPageLoads && errorNetworks >= (settings.minErrorNetworks ?? 1);
  const total = canary.pageLoads + stable.pageLoads;
  const failed = canary.errorPageLoads + stable.errorPageLoads;
  const pValue = canary.errorPageLoads ? fisherUpper(canary.errorPageLoads, canary.pageLoads, failed, total) : 1;

  if (newErrors > 0 && enoughErrors) {
    return {
      state: 'failing',
      path: 'new-error',
      pValue,
      reason: `an error no other version of this remote ever reported, from ${canary.errorPageLoads} of its ${canary.pageLoads} page loads`,
    };
  }

  const canaryRate = per1000(canary);
  const stableRate = per1000(stable);
  const limit = Math.max(stableRate * settings.errorRatio, stableRate + settings.errorMarginPer1000);
  if (canary.pageLoads >= settings.minPageLoads && enoughErrors && pValue < alpha && canaryRate > limit) {
    return {
      state: 'failing',
      path: 'error-rate',
      pValue,
      reason:
        `${canary.errorPageLoads} of ${canary.pageLoads} page loads with errors (${shown(canaryRate)} per 1,000) against the stable version's ` +
        `${stable.errorPageLoads} of ${stable.pageLoads} (${shown(stableRate)} per 1,000); ${shown(settings.confidence * 100)} % sure it is worse`,
    };
  }

  const fewWitnesses = errorNetworks < (settings.minErrorNetworks ?? 1) && canary.errorPageLoads >= settings.minErrorPageLoads;
  if (fewWitnesses) {
    return {
      state: 'holding',
      pValue,
      reason: `Holding: its ${canary.errorPageLoads} page loads with errors come from ${errorNetworks} network${errorNetworks === 1 ? '' : 's'}; the watch acts on errors from ${settings.minErrorNetworks} or more.`,
    };
  }

  // Could the test have ended the canary had every one of its page loads so far failed? If not, no verdict
  // yet either way: the page says so rather than "holding".
  const worstCase = canary.pageLoads ? fisherUpper(canary.pageLoads, canary.pageLoads, canary.pageLoads + stable.errorPageLoads, total) : 1;
  if (canary.pageLoads < settings.minPageLoads || worstCase >= alpha) {
    const waitingFor =
      canary.pageLoads < settings.minPageLoads
        ? `the watch judges from ${settings.minPageLoads}`
        : `too few beside the stable version's ${stable.pageLoads} to tell`;
    return { state: 'not-enough-traffic', pValue, reason: `Not enough traffic yet: ${canary.pageLoads} canary page loads so far; ${waitingFor}.` };
  }
  return {
    state: 'holding',
    pValue,
    reason: `Holding: ${canary.errorPageLoads} of ${canary.pageLoads} page loads with errors against the stable version's ${stable.errorPageLoads} of ${stable.pageLoads}.`,
  };
}
