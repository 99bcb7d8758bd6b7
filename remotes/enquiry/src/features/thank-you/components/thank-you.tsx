import { useEffect, useState } from 'react';
import { Button, PageHero, paths, useFormResult } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { enquiryHeading } from '../lib/enquiry-heading';

/** The confirmation switches in this long after the page opens (docs/product/enquiry.md). */
export const thankYouDelayMs = 1000;

/**
 * /enquiry/thankyou: the enquiry page's heading first, then "We've Received Your Enquiry!". Then small windows
 * (under 850 × 995 px) scroll to 280 px so the message is in view; others go to the top (docs/product/enquiry.md).
 */
export function ThankYou({ session }: RemoteProps) {
  // Sent without JavaScript (docs/decisions/0010): no script will switch the confirmation in, so the server
  // draws it at once.
  const sentAsHtml = useFormResult('enquiry')?.ok === true;
  const [received, setReceived] = useState(sentAsHtml);

  useEffect(() => {
    if (sentAsHtml) return undefined;
    const timer = setTimeout(() => setReceived(true), thankYouDelayMs);
    return () => clearTimeout(timer);
  }, [sentAsHtml]);

  // Once the confirmation is in place (scrolling earlier would be undone by the browser's scroll anchoring
  // as the hero grows), and after the shell's own scroll-to-top for the new page.
  useEffect(() => {
    if (!received) return undefined;
    const frame = requestAnimationFrame(() => {
      const small = window.innerHeight < 850 && window.innerWidth < 995;
      window.scrollTo(0, small ? 280 : 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [received]);

  if (!received) {
    return <PageHero title={enquiryHeading.title} eyebrow={enquiryHeading.eyebrow} />;
  }
  return (
    <PageHero title="We've Received Your Enquiry!" eyebrow="Thank you">
      <p aria-live="polite">
        Thank you for getting in touch. A member of our team will use the details you gave us to contact you, usually within one working day. We have sent a
        copy of your enquiry to your e-mail address.
      </p>
      {!session.loggedIn && (
        <p>
          While you wait,{' '}
          <a href={paths.signUp} className="enquiry-thank-you__link">
            sign up for free membership
          </a>{' '}
          to download our guides to leases, renewals and rent reviews, and to book a free 30-minute consultation with a property professional.
        </p>
      )}
      <div className="ui-hero__actions">
        <Button to={paths.home}>Return To Home</Button>
      </div>
    </PageHero>
  );
}
