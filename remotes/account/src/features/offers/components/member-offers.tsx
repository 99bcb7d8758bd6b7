import { useEffect, useId, useState } from 'react';
import { calendarDayInWords } from '@tenants/shared/core';
import type { PublicOffer } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';
import '../../events/components/my-events.css';

/** "Member discounts": the current offers with their codes and links (docs/product/offers.md). */
export function MemberOffers({ connect }: { connect: Connect }) {
  const id = useId();
  const [offers, setOffers] = useState<PublicOffer[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    connect()
      .then(({ api, client }) => api.loadOffers(client))
      .then(
        (found) => live && setOffers(found),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [connect]);
  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        Member discounts
      </h2>
      {failed && <p role="alert">Sorry, the discounts could not be loaded. Please try again later.</p>}
      {offers && !offers.length && <p className="account-data__text">There are no discounts just now. Please look again soon.</p>}
      {offers && offers.length > 0 && (
        <ul className="account-events__list">
          {offers.map((offer) => (
            <li key={offer.id} className="account-events__item">
              <span className="account-events__when">
                {offer.provider}: {offer.title}
              </span>
              {offer.description && <span>{offer.description}</span>}
              {offer.code && (
                <span>
                  Code: <strong>{offer.code}</strong>
                </span>
              )}
              {offer.link && (
                <a href={offer.link} rel="noopener noreferrer">
                  Use the discount with {offer.provider}
                </a>
              )}
              <span>Until {calendarDayInWords(offer.expiresOn)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
