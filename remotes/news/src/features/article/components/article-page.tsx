import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Container, LoadingOverlay, paths } from '@tenants/shared/core';
import type { Article, RemoteProps, RuntimeConfig } from '@tenants/shared';
import { useArticlesApi } from '../../articles/api/articles-api';
import { firstPaintArticle, firstPaintOthers, firstPaintUnavailable, othersParams } from '../../articles/api/first-paint';
import { ArticleCard } from '../../articles/components/article-card';
import { LoadFailed } from '../../articles/components/load-failed';
import { formatArticleDate } from '../../articles/lib/format-date';
import { pickOthers } from '../lib/pick-others';
import { sanitiseArticleHtml } from '../lib/sanitize-article-html';
import { ArticlePicture } from './article-picture';
import { ShareLinks } from './share-links';
import './article.css';

/** The article's address for sharing: the site's public origin when configured (the server knows no other). */
const shareUrl = (config: RuntimeConfig, alias: string) => `${config.siteUrl ?? window.location.origin}${paths.article(alias)}`;

/** The API said there is no such article (404), as opposed to not answering or failing (5xx, offline). */
const answeredNotFound = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 404;

interface Shown {
  article: Article;
  html: string;
  url: string;
}

/**
 * /insights/{alias} (docs/product/news.md): a dark blank overlay until the article arrives, then the article with
 * share links above and below, and two other News articles. An unknown article goes to /404 (docs/product/news.md);
 * any other failed fetch (the API or its database away) says so with a button to try again, since the
 * article may well exist.
 */
export function ArticlePage({ config, alias, data }: RemoteProps & { alias: string }) {
  const api = useArticlesApi(config);
  const navigate = useNavigate();
  // What the server drew the page from: shown at once (and hydrated as is), not fetched again.
  const [shown, setShown] = useState<Shown | null>(() => {
    const article = firstPaintArticle(data, alias);
    return article ? { article, html: sanitiseArticleHtml(article.content[0] ?? ''), url: shareUrl(config, alias) } : null;
  });
  const [others, setOthers] = useState<Article[]>(() => firstPaintOthers(data, alias) ?? []);
  // The server could not load it either (drawn with the message, answered 503): the visitor asks again.
  const [failed, setFailed] = useState(() => !shown && firstPaintUnavailable(data));
  const [attempt, setAttempt] = useState(0);
  const served = useRef({ article: shown?.article, others: others.length > 0, unavailable: failed });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const { article, others: hasOthers, unavailable } = served.current;
    served.current = { article: undefined, others: false, unavailable: false };
    if (unavailable) return () => controller.abort();
    // The server drew the page from the API's answer, whose body had passed the policy as it left the API;
    // the browser passes it again (above and here) before anything is shown, whatever path it came by.
    if (!article) {
      setShown(null);
      setFailed(false);
      api.getArticle(alias, signal).then(
        (fetched) => {
          if (!signal.aborted) setShown({ article: fetched, html: sanitiseArticleHtml(fetched.content[0] ?? ''), url: shareUrl(config, alias) });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          if (answeredNotFound(error)) navigate(paths.notFound, { replace: true });
          else setFailed(true);
        },
      );
    }
    // Losing the list only hides Other Articles.
    if (!hasOthers) {
      api.getArticleList(othersParams, signal).then(
        (list) => setOthers(pickOthers(list.articles, alias)),
        (error: unknown) => {
          if (!signal.aborted) console.error('Could not load other articles', error);
        },
      );
    }
    return () => controller.abort();
  }, [api, alias, navigate, config, attempt]);

  useEffect(() => {
    if (shown) document.title = `${shown.article.title} | ${config.brand.product}`;
  }, [shown, config.brand.product]);

  return (
    <>
      <LoadingOverlay active={!shown && !failed} blank label="Loading article" />
      {failed && <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />}
      {shown && (
        <article className="news-article">
          <header className="news-article__header">
            <Container className="news-article__header-inner">
              <p className="news-article__category">{shown.article.Category.name}</p>
              <h1 className="news-article__title">{shown.article.title}</h1>
              <p className="news-article__byline">
                {shown.article.author && <span className="news-article__author">By {shown.article.author}</span>}
                <time dateTime={shown.article.publishedAt}>{formatArticleDate(shown.article.publishedAt)}</time>
              </p>
              <ShareLinks url={shown.url} title={shown.article.title} position="top" />
            </Container>
          </header>
          <Container className="news-article__main">
            <figure className="news-article__hero">
              <ArticlePicture media={shown.article.Media} config={config} />
            </figure>
            <p className="news-article__caption">{shown.article.caption}</p>
            <div className="news-article__body" dangerouslySetInnerHTML={{ __html: shown.html }} />
            <ShareLinks url={shown.url} title={shown.article.title} position="bottom" />
          </Container>
          {others.length > 0 && (
            <section className="news-others" aria-labelledby="news-others-title">
              <Container>
                <h2 id="news-others-title" className="news-others__title">
                  Other Articles
                </h2>
                <div className="news-others__list">
                  {others.map((other) => (
                    <ArticleCard key={other.id} article={other} config={config} size="small" headingLevel={3} />
                  ))}
                </div>
              </Container>
            </section>
          )}
        </article>
      )}
    </>
  );
}
