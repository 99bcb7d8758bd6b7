import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container, PageHero, mailingListLabels, newsletterPagePath } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { formatArticleDate } from '../../articles/lib/format-date';
import type { ArchivePayload } from '../api/newsletter-types';
import { useNewslettersApi } from '../api/newsletters-api';
import { archiveKey, archivePage, archivePageHref } from '../lib/newsletter-route';
import './newsletters.css';

/**
 * /newsletters?page=N: the sent newsletters, newest first, each a link to its web version; pages are plain
 * links (one address per page, works without scripts). Moving to another page sends the focus to the
 * heading, so the change is announced and the reader starts at the top of the new list.
 */
export function NewsletterArchive({ config, data }: RemoteProps) {
  const api = useNewslettersApi(config);
  const [params] = useSearchParams();
  const page = archivePage(params);
  const [shown, setShown] = useState<{ page: number; payload: ArchivePayload } | null>(() => {
    const payload = data?.[archiveKey(page)] as ArchivePayload | undefined;
    return payload ? { page, payload } : null;
  });
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(page);

  useEffect(() => {
    if (shown?.page === page) return;
    const controller = new AbortController();
    setFailed(false);
    api.getArchive(page, controller.signal).then(
      (payload) => setShown({ page, payload }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the newsletters', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, page, shown?.page]);

  useEffect(() => {
    if (page !== firstPage.current) heading.current?.focus();
  }, [page]);

  useEffect(() => {
    document.title = `Newsletters | ${config.brand.product}`;
  }, [config.brand.product]);

  const payload = shown?.page === page ? shown.payload : undefined;
  return (
    <>
      <PageHero
        title={
          // Focused when the page number changes (the shell announces whole route changes only).
          <span ref={heading} tabIndex={-1} className="news-newsletters__title">
            Newsletters
          </span>
        }
      >
        <p>Every newsletter and e-mail broadcast we have sent, newest first.</p>
      </PageHero>
      <Container className="news-newsletters">
        <p className="news-newsletters__status" role="status">
          {failed
            ? 'Sorry, the newsletters could not be loaded. Please try again later.'
            : !payload
              ? 'Loading newsletters…'
              : payload.items.length === 0
                ? 'No newsletters have been sent yet.'
                : ''}
        </p>
        {payload && payload.items.length > 0 && (
          <ul className="news-newsletters__list">
            {payload.items.map((item) => (
              <li key={item.slug} className="news-newsletters__item">
                <Link to={newsletterPagePath(item.slug)} className="news-newsletters__link">
                  {item.subject}
                </Link>
                <p className="news-newsletters__meta">
                  {mailingListLabels[item.list]} · <time dateTime={item.sentAt}>{formatArticleDate(item.sentAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        {payload && payload.pageCount > 1 && (
          <nav className="news-newsletters__pages" aria-label="Pages of newsletters">
            {page > 1 ? (
              <Link to={archivePageHref(page - 1)} rel="prev">
                Newer
              </Link>
            ) : (
              <span />
            )}
            <span>
              Page {page} of {payload.pageCount}
            </span>
            {page < payload.pageCount ? (
              <Link to={archivePageHref(page + 1)} rel="next">
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </Container>
    </>
  );
}
