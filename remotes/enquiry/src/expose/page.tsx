import { useLocation } from 'react-router-dom';
import { Container, PageHero, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { enquiryHeading } from '../features/thank-you/lib/enquiry-heading';
import { ThankYou } from '../features/thank-you/components/thank-you';
import { EnquiryWizard } from '../features/wizard/components/enquiry-wizard';
import './page.css';

/** The enquiry remote's page: the wizard on /enquiry, the confirmation on /enquiry/thankyou. */
export default function EnquiryPage(props: RemoteProps) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === paths.enquiryThankYou) return <ThankYou {...props} />;
  return (
    <>
      <PageHero title={enquiryHeading.title} eyebrow={enquiryHeading.eyebrow}>
        <p>{enquiryHeading.intro}</p>
      </PageHero>
      <Container className="enquiry-page__body">
        <EnquiryWizard {...props} />
      </Container>
    </>
  );
}
