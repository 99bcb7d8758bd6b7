import { useEffect, useState } from 'react';
import { Button, calendarDayInWords, Container, LoadingOverlay, PageHero, paths, useHydrated } from '@tenants/shared/core';
import type { PublicOffer, RemoteProps } from '@tenants/shared';
import { loadSharedApi } from '../../articles/api/articles-api';
import { offersKey } from '../lib/offers-key';
import '../../events/components/events.css';

/**
 * /offers: the member discounts. Everyone sees what is on offer and from whom; a signed-in member (once the
 * page is live) also the codes and links; a visitor is asked to join for free or sign in.
 */
export function OffersPage({ config, session, data }: RemoteProps) {
  const hydrated = useHydrated();
  const [offers, setOffers] = useState<PublicOffer[] | null>(() => (data?.[offersKey] as PublicOffer[] | undefined) ?? null);
  const [failed, setFailed] = useState(false);
  const member = hydrated && session.loggedIn;

  useEffect(() => {
    if (offers && !session.loggedIn) return;
    const controller = new AbortController();
    loadSharedApi()
      .then((calls) =>
        calls.getOffers(
          calls.createApiClient(config, () => session.token),
          controller.signal,
        ),
      )
      .then(
        (answer) => setOffers(answer.offers),
        () => !controller.signal.aborted && !offers && setFailed(true),
      );
    return () => controller.abort();
    // Once, and again with the member's token when they are signed in.
  }, [config, session.loggedIn]);

  useEffect(() => {
    document.title = `Member Discounts | ${config.brand.product}`;
  }, [config.brand.product]);

  return (
    <>
      <PageHero title="Member Discounts" eyebrow="Member benefits">
        <p>Discounts on health and safety and compliance courses, for members. Joining is free.</p>
      </PageHero>
      <Container className="news-events">
        <LoadingOverlay active={!offers && !failed} label="Loading discounts" />
        {failed && <p role="alert">We could not load the discounts. Please try again in a moment.</p>}
        {!member && (
          <div className="news-event__notice">
            <p>Join for free, or sign in, to see the codes and links.</p>
            <div className="news-event__actions">
              <Button to={`${paths.signUp}?next=%2Foffers`}>Join For Free</Button>
              <Button to={`${paths.login}?next=%2Foffers`} variant="secondary">
                Sign in
              </Button>
            </div>
          </div>
        )}
        {offers && !offers.length && <p>There are no discounts just now. Please look again soon.</p>}
        {offers && offers.length > 0 && (
          <ul className="news-events__list">
            {offers.map((offer) => (
              <li key={offer.id} className="news-events__item">
                <h2 className="news-events__title">
                  {offer.provider}: {offer.title}
                </h2>
                {offer.description && <p>{offer.description}</p>}
                <p className="news-events__meta">Until {calendarDayInWords(offer.expiresOn)}</p>
                {member && offer.code && (
                  <p>
                    Code: <strong>{offer.code}</strong>
                  </p>
                )}
                {member && offer.link && (
                  <p>
                    <a href={offer.link} rel="noopener noreferrer">
                      Use the discount with {offer.provider}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
