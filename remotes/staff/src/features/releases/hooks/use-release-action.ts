import { useState } from 'react';
import { useStaffAction } from '../../common/hooks/use-staff-action';

/**
 * A release action the admin confirmed: run through the staff client (which asks for a fresh password or
 * factor when the API wants one, and sends the call again), then the page reloads its figures and the
 * API's answer is announced in the page's live region.
 */
export function useReleaseAction(reload: () => void) {
  const { busy, run } = useStaffAction();
  const [announcement, setAnnouncement] = useState('');
  const perform = (action: () => Promise<string>) =>
    run(async () => {
      setAnnouncement('');
      const message = await action();
      setAnnouncement(message);
      reload();
    });
  return { busy, announcement, perform };
}
