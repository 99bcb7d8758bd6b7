import { Button, Container, PageHero, paths } from '@tenants/shared';
import { RemotePage } from '../../federation/remote-page';
import './home-page.css';

export function HomePage() {
  return (
    <>
      <PageHero title="Standing Up For The UK’s Commercial Tenants" eyebrow="Free membership" className="shell-home__hero">
        <p>
          Over 900,000 business owners rent the premises they trade from. We give them advice on leases, rent reviews
          and rates, a community to lean on, and a voice in Westminster.
        </p>
        <div className="ui-hero__actions">
          <Button to={paths.signUp}>Join For Free</Button>
          <Button to={paths.enquiry} variant="secondary">
            Enquire Now
          </Button>
        </div>
      </PageHero>
      {/* No id here: an element id equal to a remote's name ("enquiry") shadows the remote's global entry. */}
      <Container className="shell-home__enquiry">
        <RemotePage remote="enquiry" exposed="./EnquiryForm" embedded />
      </Container>
    </>
  );
}
