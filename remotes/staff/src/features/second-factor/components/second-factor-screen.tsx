import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import type { StaffSecondFactorStatus } from '@tenants/shared';
import { messageOf } from '../../common/lib/errors';
import { getSecondFactorStatus } from '../api/second-factor-api';
import { EnrolScreen } from './enrol-screen';
import { VerifyScreen } from './verify-screen';

/** The gate's second step (a session made by password alone): enrol when the account has no factor, else verify. */
export function SecondFactorScreen({ client, onDone }: { client: AxiosInstance; onDone(): void }) {
  const [status, setStatus] = useState<StaffSecondFactorStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSecondFactorStatus(client, controller.signal).then(setStatus, async (e: unknown) => {
      if (!controller.signal.aborted) setFailure(await messageOf(e));
    });
    return () => controller.abort();
  }, [client]);
  if (failure)
    return (
      <p className="staff-gate__message" role="alert">
        {failure}
      </p>
    );
  if (!status)
    return (
      <p className="staff-status" role="status">
        Checking your access…
      </p>
    );
  return status.enrolled ? <VerifyScreen client={client} passkeys={status.passkeys > 0} onDone={onDone} /> : <EnrolScreen client={client} onDone={onDone} />;
}
