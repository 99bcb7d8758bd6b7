import { useLocation } from 'react-router-dom';
import { Container, PageHero, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { DonationForm } from '../features/donation-form/components/donation-form';
import { ThankYou } from '../features/thank-you/components/thank-you';
import './page.css';

/** The donation remote's page: the three-step form on /donation and /donation/failure, the thanks on /donation/thankyou. */
export default function DonationPage(props: RemoteProps) {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const onFailureRoute = path === paths.donationFailure;
  return (
    <>
      <PageHero title="Make A Donation" eyebrow="Support our work">
        <p>Every donation funds free advice for tenants and our campaign for fairer leases.</p>
      </PageHero>
      <Container className="donation-page__body">
        {path === paths.donationThankYou ? (
          <ThankYou />
        ) : (
          // A form each: arriving on the failure route restores the stored details afresh.
          <DonationForm key={onFailureRoute ? 'failure' : 'form'} onFailureRoute={onFailureRoute} {...props} />
        )}
      </Container>
    </>
  );
}
