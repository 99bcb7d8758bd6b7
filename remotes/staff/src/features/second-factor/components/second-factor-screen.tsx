import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import type { StaffSecondFactorStatus } from '@tenants/shared';
import { messageOf } from '../../common/lib/errors';
import { getSecondFactorStatus } from '../api/second-factor-api';
import type { useEnrolmentCode } from '../hooks/use-enrolment-code';
import { CheckEmailScreen } from './check-email-screen';
import { EnrolScreen } from './enrol-screen';
import { VerifyScreen } from './verify-screen';

/**
 * The gate's second step (a session made by password alone): verify when the account has a factor; else
 * enrol with the e-mailed link's code, or, without one, "check your e-mail".
 */
export function SecondFactorScreen({ client, enrolment, onDone }: { client: AxiosInstance; enrolment: ReturnType<typeof useEnrolmentCode>; onDone(): void }) {
  // The API's word when the link's code was refused (used or expired): said on the "check your e-mail" screen.
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<StaffSecondFactorStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSecondFactorStatus(client, controller.signal).then(setStatus, async (e: unknown) => {
      if (!controller.signal.aborted) setFailure(await messageOf(e));
    });
    return () => controller.abort();
  }, [client]);
  const { code, forget } = enrolment;
  useEffect(() => {
    // An account enrolled meanwhile has no use for a link kept in this tab.
    if (status?.enrolled && code) forget();
  }, [status, code, forget]);
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
  if (status.enrolled) return <VerifyScreen client={client} passkeys={status.passkeys > 0} onDone={onDone} />;
  if (!code) return <CheckEmailScreen client={client} problem={refused} />;
  return (
    <EnrolScreen
      client={client}
      enrolmentCode={code}
      onRefused={(message) => {
        setRefused(message);
        forget();
      }}
      onDone={() => {
        forget();
        onDone();
      }}
    />
  );
}
