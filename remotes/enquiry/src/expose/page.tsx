import { useLocation } from 'react-router-dom';
import { Button, PageHero, paths, type RemoteProps } from '@tenants/shared';

/** The enquiry remote's page: the wizard on /enquiry, the confirmation on /enquiry/thankyou. */
export default function EnquiryPage(_props: RemoteProps) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === paths.enquiryThankYou) {
    return (
      <PageHero title="We’ve Received Your Enquiry!">
        <p>A member of our team will be in touch shortly.</p>
        <div className="ui-hero__actions">
          <Button to={paths.home}>Return To Home</Button>
        </div>
      </PageHero>
    );
  }
  return (
    <PageHero title="Make An Enquiry" eyebrow="Enquire">
      <p>Tell us about your premises and your concerns, and the right specialist will get back to you.</p>
    </PageHero>
  );
}
