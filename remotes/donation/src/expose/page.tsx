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
          <>
            {/* The form is drawn only in the browser (it reads the visitor's stored answers), and the card is taken by the
                payment provider's script: without JavaScript this is what the visitor reads in its place. */}
            <noscript>
              <div className="donation-page__noscript">
                <h2 className="donation-page__noscript-title">Card payment needs JavaScript</h2>
                <p>
                  Our payment provider only takes card details through its own secure script, so you need JavaScript turned on in your browser to donate. Please
                  turn it on and reload this page.
                </p>
              </div>
            </noscript>
            {/* A form each: arriving on the failure route restores the stored details afresh. */}
            <DonationForm key={onFailureRoute ? 'failure' : 'form'} onFailureRoute={onFailureRoute} {...props} />
          </>
        )}
      </Container>
    </>
  );
}
