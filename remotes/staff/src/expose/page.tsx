import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { messages, staffMessages, type RemoteProps } from '@tenants/shared';
import { PageHeading } from '../features/common/components/page-heading';
import { StaffContext } from '../features/common/hooks/staff-context';
import { CheckingScreen, GateFailedScreen, NotAllowedScreen, SignedOutScreen } from '../features/gate/components/gate-screens';
import { useStaffGate } from '../features/gate/hooks/use-staff-gate';
import { ReauthHost } from '../features/second-factor/components/reauth-dialog';
import { SecondFactorScreen } from '../features/second-factor/components/second-factor-screen';
import { StaffFrame } from '../features/layout/components/staff-frame';
import { matchStaffScreen } from './staff-routes';

/**
 * The staff area (/staff/*): the gate first (who is signed in, and are they staff), then the screen the
 * address names inside the staff frame. docs: issue 18.
 */
export default function StaffPage(props: RemoteProps) {
  const { gate, context, retry, client } = useStaffGate(props);
  const { pathname } = useLocation();

  if (gate.kind !== 'ready' || !context) {
    return (
      <StaffFrame>
        {gate.kind === 'checking' && <CheckingScreen />}
        {gate.kind === 'signed-out' && <SignedOutScreen message={gate.message} />}
        {gate.kind === 'forbidden' && <NotAllowedScreen />}
        {gate.kind === 'second-factor' && <SecondFactorScreen client={client} onDone={retry} />}
        {gate.kind === 'failed' && <GateFailedScreen message={messages.generic} onRetry={retry} />}
      </StaffFrame>
    );
  }

  const match = matchStaffScreen(pathname);
  let page;
  if (!match) page = <PageHeading title="Page not found" />;
  else if (match.adminOnly && gate.me.role !== 'admin') page = <NotAllowedScreen message={staffMessages.adminOnly} />;
  else
    page = (
      <Suspense
        fallback={
          <p className="staff-status" role="status">
            Loading…
          </p>
        }
      >
        {/* Keyed by address: moving from one enquiry or article to another starts the screen afresh. */}
        <match.Screen key={pathname} params={match.params} />
      </Suspense>
    );

  return (
    <StaffContext.Provider value={context}>
      <StaffFrame me={gate.me}>{page}</StaffFrame>
      <ReauthHost />
    </StaffContext.Provider>
  );
}
