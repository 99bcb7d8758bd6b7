import { useLocation } from 'react-router-dom';
import { Button, PageHero, paths, type RemoteProps } from '@tenants/shared';

/** The donation remote's page: the three-step form, the thank-you view and the failure route. */
export default function DonationPage(_props: RemoteProps) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === paths.donationThankYou) {
    return (
      <PageHero title="Thank You">
        <p>Your support keeps our advice free for tenants who need it.</p>
        <div className="ui-hero__actions">
          <Button to={paths.home}>Return To Home</Button>
        </div>
      </PageHero>
    );
  }
  // /donation and /donation/failure are the same form; failure reopens it at the card step.
  return (
    <PageHero title="Make A Donation" eyebrow="Support our work">
      <p>Every donation funds free advice and our campaign for fairer leases.</p>
    </PageHero>
  );
}
