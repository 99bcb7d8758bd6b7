// The frame's and the kit's styles first, so every screen's own sheet comes after them (equal selectors: the
// screen's wins, as in the one sheet they were split from).
import '../features/layout/components/staff-frame.css';
import '../features/common/components/staff-kit.css';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutPath, messages, notify, staffMessages, staffWorkMessages, type RemoteProps } from '@tenants/shared';
import { PageHeading } from '../features/common/components/page-heading';
import { StaffContext } from '../features/common/hooks/staff-context';
import { leaveIfConfirmed } from '../features/common/hooks/use-unsaved-changes';
import { staffPaths } from '../features/common/lib/staff-paths';
import { CheckingScreen, GateFailedScreen, NotAllowedScreen, SignedOutScreen } from '../features/gate/components/gate-screens';
import { useStaffGate } from '../features/gate/hooks/use-staff-gate';
import { ReauthHost } from '../features/second-factor/components/reauth-dialog';
import { SecondFactorScreen } from '../features/second-factor/components/second-factor-screen';
import { useEnrolmentCode } from '../features/second-factor/hooks/use-enrolment-code';
import { StaffFrame } from '../features/layout/components/staff-frame';
import { matchStaffScreen } from './staff-routes';

/**
 * The staff area (/staff/*): the gate first (who is signed in, and are they staff), then the screen the
 * address names inside the staff frame (docs/product/staff.md).
 */
export default function StaffPage(props: RemoteProps) {
  const { pathname } = useLocation();
  const match = matchStaffScreen(pathname);
  // The invitation link is opened before its account exists: no gate, no session, the bar without a menu.
  if (match?.public) {
    return (
      <StaffFrame product={props.config.brand.product}>
        <Suspense fallback={<Loading />}>
          <match.Screen key={pathname} params={match.params} config={props.config} session={props.session} />
        </Suspense>
      </StaffFrame>
    );
  }
  return <GatedStaffPage {...props} />;
}

function Loading() {
  return (
    <p className="staff-status" role="status">
      Loading…
    </p>
  );
}

function GatedStaffPage(props: RemoteProps) {
  const { gate, context, retry, client } = useStaffGate(props);
  // Read whatever the gate shows first: a visitor who opens the e-mailed link signed out logs in before enrolling.
  const enrolment = useEnrolmentCode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const product = props.config.brand.product;

  // Sign out as the public account page does (the server ends the session, the shell's store drops the
  // token), then the login page; a failed call still signs out here. Asked first if something is unsaved.
  const signOut = () =>
    leaveIfConfirmed(() => {
      void client
        .post(logoutPath, {})
        .catch(() => undefined)
        .then(() => {
          navigate(staffPaths.login);
          props.session.logout();
          notify.success(messages.loggedOut);
        });
    });

  if (gate.kind !== 'ready' || !context) {
    return (
      <StaffFrame product={product}>
        {gate.kind === 'checking' && <CheckingScreen />}
        {gate.kind === 'signed-out' && <SignedOutScreen message={gate.message} />}
        {gate.kind === 'forbidden' && <NotAllowedScreen />}
        {gate.kind === 'second-factor' && <SecondFactorScreen client={client} enrolment={enrolment} onDone={retry} />}
        {gate.kind === 'failed' && <GateFailedScreen message={messages.generic} onRetry={retry} />}
      </StaffFrame>
    );
  }

  const match = matchStaffScreen(pathname);
  let page;
  if (!match) page = <PageHeading title="Page not found" />;
  else if (match.adminOnly && gate.me.role !== 'admin') page = <NotAllowedScreen message={staffMessages.adminOnly} />;
  else if (gate.me.role === 'contributor' && !match.contributor) page = <NotAllowedScreen message={staffWorkMessages.contributorNotAllowed} />;
  else
    page = (
      <Suspense fallback={<Loading />}>
        {/* Keyed by address: moving from one enquiry or article to another starts the screen afresh. */}
        <match.Screen key={pathname} params={match.params} config={props.config} />
      </Suspense>
    );

  return (
    <StaffContext.Provider value={context}>
      <StaffFrame product={product} me={gate.me} onSignOut={signOut}>
        {page}
      </StaffFrame>
      <ReauthHost />
    </StaffContext.Provider>
  );
}
