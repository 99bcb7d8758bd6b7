import type { Ref } from 'react';
import type { ConfirmOutcome } from '../api/newsletter-types';

/** What a mail link's button did, said in a status line that takes the focus once it has something to say. */
export function OutcomeNotice({ outcome, ref }: { outcome: ConfirmOutcome | null; ref: Ref<HTMLParagraphElement> }) {
  const state = outcome ? (outcome.ok ? ' news-subscription__message--ok' : ' news-subscription__message--problem') : '';
  return (
    <p ref={ref} tabIndex={-1} role="status" className={`news-subscription__message${state}`}>
      {outcome?.message ?? ''}
    </p>
  );
}
