import type { ReactNode } from 'react';
import { Button } from '@tenants/shared/core';

/**
 * The account forms' submit button. Pressed before the page is live, a form with an action (forgotten
 * password) is sent the browser's way, and one that needs script (`data-needs-js`) is kept by the
 * early-events script and sent once live (docs/decisions/0010).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="account-form__submit" disabled={busy}>
      {children}
    </Button>
  );
}
