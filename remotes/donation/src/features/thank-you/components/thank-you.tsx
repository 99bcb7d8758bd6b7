import { useEffect, useState } from 'react';
import { Button, messages, paths } from '@tenants/shared/core';
import { clearDonation } from '../../donation-form/lib/donation-storage';
import './thank-you.css';

/** The thank-you animation's length (docs/product/donation.md); thank-you.css draws the tick in the same time. */
export const thankYouAnimationMs = 1200;

/**
 * /donation/thankyou (docs/product/donation.md): a tick draws itself for 1.2 s, then the thanks and Return To Home, and the
 * stored amount and billing details are cleared. With reduced motion the tick is simply there, and there
 * is no animation to wait for.
 */
export function ThankYou() {
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        clearDonation();
        setThanked(true);
      },
      still ? 0 : thankYouAnimationMs,
    );
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="donation-thanks ui-card" aria-label="Donation received">
      <svg className="donation-thanks__mark" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        <circle className="donation-thanks__circle" cx="26" cy="26" r="24" />
        <path className="donation-thanks__tick" d="M15 27l7 7 15-16" />
      </svg>
      <div aria-live="polite">
        {thanked && (
          <div className="donation-thanks__message">
            <h2 className="donation-thanks__title">{messages.donationThanks}</h2>
            <p className="donation-thanks__text">
              Your generosity keeps our advice free for the tenants who need it and funds our campaign for fairer leases. A receipt is on its way to your inbox.
            </p>
            <Button to={paths.home}>Return To Home</Button>
          </div>
        )}
      </div>
    </section>
  );
}
