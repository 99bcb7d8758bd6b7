import { Button } from '@tenants/shared/core';
import './load-failed.css';

export const loadFailedMessage = 'We could not load this just now. Please try again.';

/**
 * What a news page shows when its data could not be fetched (the API or its database away): not "nothing
 * found" and not "page not found", which would both be untrue, but a message and a button that asks again.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="news-load-failed" role="alert">
      <p className="news-load-failed__message">{loadFailedMessage}</p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
