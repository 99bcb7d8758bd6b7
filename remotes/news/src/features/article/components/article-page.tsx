import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Container, LoadingOverlay, paths, type Article, type RemoteProps, type RuntimeConfig } from '@tenants/shared';
import { firstPaintArticle, firstPaintOthers, othersParams } from '../../../api/first-paint';
import { getArticle } from '../../../api/get-article';
import { getArticleList } from '../../../api/get-article-list';
import { mediaUrl, useApiClient } from '../../../api/use-api-client';
import { ArticleCard } from '../../../components/article-card';
import { formatArticleDate } from '../../../components/format-date';
import { pickOthers } from '../lib/pick-others';
import { sanitiseArticleHtml } from '../lib/sanitize-article-html';
import { ShareLinks } from './share-links';
import '../article.css';

/** The article's address for sharing: the site's public origin when configured (the server knows no other). */
const shareUrl = (config: RuntimeConfig, alias: string) => `${config.siteUrl ?? window.location.origin}${paths.article(alias)}`;

interface Shown {
  article: Article;
  html: string;
  url: string;
}

/**
 * /insights/{alias} (SPEC §2): a dark blank overlay until the article arrives, then the article with
 * share links above and below, and two other News articles. A failed fetch goes to /404 (SPEC §8).
 */
export function ArticlePage({ config, alias, data }: RemoteProps & { alias: string }) {
  const client = useApiClient(config);
  const navigate = useNavigate();
  // What the server drew the page from: shown at once (and hydrated as is), not fetched again.
  const [shown, setShown] = useState<Shown | null>(() => {
    const article = firstPaintArticle(data, alias);
    return article ? { article, html: article.content[0] ?? '', url: shareUrl(config, alias) } : null;
  });
  const [others, setOthers] = useState<Article[]>(() => firstPaintOthers(data, alias) ?? []);
  const served = useRef({ article: shown !== null, others: others.length > 0 });

  useEffect(() => {
    const controller = new AbortController();
    const { article: hasArticle, others: hasOthers } = served.current;
    served.current = { article: false, others: false };
    // The server's copy was sanitised on import by the API; the browser sanitises it again all the same.
    if (hasArticle) setShown((current) => current && { ...current, html: sanitiseArticleHtml(current.article.content[0] ?? '') });
    else {
      setShown(null);
      getArticle(client, alias, controller.signal).then(
        (article) => setShown({ article, html: sanitiseArticleHtml(article.content[0] ?? ''), url: shareUrl(config, alias) }),
        () => {
          if (!controller.signal.aborted) navigate(paths.notFound, { replace: true });
        },
      );
    }
    // Losing the list only hides Other Articles.
    if (!hasOthers) {
      getArticleList(client, othersParams, controller.signal).then(
        (list) => setOthers(pickOthers(list.articles, alias)),
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('Could not load other articles', error);
        },
      );
    }
    return () => controller.abort();
  }, [client, alias, navigate, config]);

  useEffect(() => {
    if (shown) document.title = `${shown.article.title} | ${config.brand.product}`;
  }, [shown, config.brand.product]);

  return (
    <>
      <LoadingOverlay active={!shown} blank label="Loading article" />
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
              <img src={mediaUrl(config, shown.article.Media.path)} alt={shown.article.Media.alt} width={1200} height={630} fetchPriority="high" />
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
