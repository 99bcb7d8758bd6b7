import type { LetterWriter } from '../../mail/templates';

/** What the canary watch measured when it rolled a canary back (the figures of docs/product/telemetry.md). */
export interface RollbackFigures {
  canaryPageViews: number;
  stablePageViews: number;
  canaryErrorsPer1000: number;
  stableErrorsPer1000: number;
  canaryInpP75: number | null;
  stableInpP75: number | null;
}

const shown = (value: number | null, unit = '') => (value === null ? 'no samples' : `${Math.round(value * 10) / 10}${unit}`);

/** The release alert, to RELEASE_ALERT_EMAIL. */
export const releaseEmails = ({ render }: LetterWriter) => ({
  releaseRolledBack: ({ remote, version, reason, figures }: { remote: string; version: string; reason: string; figures: RollbackFigures }) =>
    render({
      subject: `Canary rolled back: ${remote} ${version}`,
      paragraphs: [
        `The canary ${version} of ${remote} was rolled back automatically: ${reason}. Every visit now gets the stable version.`,
        'The releases page in the staff area shows the figures and the errors it met.',
      ],
      details: [
        ['Remote', remote],
        ['Canary version', version],
        ['Page views (canary / stable)', `${figures.canaryPageViews} / ${figures.stablePageViews}`],
        ['Errors per 1,000 page views (canary / stable)', `${shown(figures.canaryErrorsPer1000)} / ${shown(figures.stableErrorsPer1000)}`],
        ['INP p75 (canary / stable)', `${shown(figures.canaryInpP75, ' ms')} / ${shown(figures.stableInpP75, ' ms')}`],
      ],
    }),
});
