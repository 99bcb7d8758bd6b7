import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Container, LoadingOverlay, PageHero, paths, mailingListLabels, newsletterArchivePagePath } from '@tenants/shared/core';
import type { PublicNewsletter, RemoteProps } from '@tenants/shared';
import { sanitiseArticleHtml } from '../../article/lib/sanitize-article-html';
import { formatArticleDate } from '../../articles/lib/format-date';
import { useNewslettersApi } from '../api/newsletters-api';
import { newsletterKey } from '../lib/newsletter-route';
// The body reads as an article body does.
import '../../article/components/article.css';
import './newsletters.css';

interface Shown {
  newsletter: PublicNewsletter;
  html: string;
}

const show = (newsletter: PublicNewsletter): Shown => ({ newsletter, html: sanitiseArticleHtml(newsletter.html) });

/**
 * /newsletters/:slug: a sent newsletter's web version (the "view in your browser" link). Its HTML passes the
 * article policy in the browser whatever path it came by, as an article body does. Unknown: the 404 page
 * (the server answers 404; in the browser a failed fetch goes to /404, as an article does).
 */
export function NewsletterPage({ config, data, slug }: RemoteProps & { slug: string }) {
  const api = useNewslettersApi(config);
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(() => {
    const given = data?.[newsletterKey(slug)] as PublicNewsletter | undefined;
    return given ? show(given) : null;
  });

  useEffect(() => {
    if (shown) return;
    const controller = new AbortController();
    api.getNewsletter(slug, controller.signal).then(
      (newsletter) => setShown(show(newsletter)),
      () => {
        if (!controller.signal.aborted) navigate(paths.notFound, { replace: true });
      },
    );
    return () => controller.abort();
    // Fetched once for the slug (the page is keyed by slug): showing it must not fetch it again.
  }, [api, slug, navigate]);

  useEffect(() => {
    if (shown) document.title = `${shown.newsletter.subject} | ${config.brand.product}`;
  }, [shown, config.brand.product]);

  return (
    <>
      <LoadingOverlay active={!shown} blank label="Loading newsletter" />
      {shown && (
        <article>
          <PageHero title={shown.newsletter.subject} eyebrow={mailingListLabels[shown.newsletter.list]}>
            <p>
              <time dateTime={shown.newsletter.sentAt}>{formatArticleDate(shown.newsletter.sentAt)}</time>
            </p>
          </PageHero>
          <Container className="news-newsletter">
            <p className="news-newsletters__back">
              <Link to={newsletterArchivePagePath}>All newsletters</Link>
            </p>
            <div className="news-article__body news-newsletter__body" dangerouslySetInnerHTML={{ __html: shown.html }} />
          </Container>
        </article>
      )}
    </>
  );
}
