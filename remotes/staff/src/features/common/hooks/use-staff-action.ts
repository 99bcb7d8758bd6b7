import { useState } from 'react';
import { useStaff } from './staff-context';

/**
 * A change a button makes (save, remove, erase): busy while it runs, the API's refusal told the staff area's
 * way (`fail`). Gives whether one is running, and how to run one.
 */
export function useStaffAction() {
  const { fail } = useStaff();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
