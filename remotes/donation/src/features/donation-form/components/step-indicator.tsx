import type { Step } from '../hooks/use-donation-form';

export const stepTitles: Record<Step, string> = { 1: 'Your Donation', 2: 'Billing Information', 3: 'Card Details' };

/** The three steps of docs/product/donation.md, the current one marked for assistive technology with aria-current. */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="donation-steps" aria-label="Donation steps">
      {([1, 2, 3] as const).map((n) => {
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li key={n} className={`donation-steps__item donation-steps__item--${state}`} aria-current={n === step ? 'step' : undefined}>
            <span className="donation-steps__number" aria-hidden="true">
              {n}
            </span>
            <span className="donation-steps__label">
              {stepTitles[n]}
              {state === 'done' && <span className="ui-visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
