import { paths } from '@tenants/shared/core';
import type { Article, RuntimeConfig } from '@tenants/shared';
import { mediaUrl } from '../api/articles-api';
import { formatArticleDate } from '../lib/format-date';
import './article-card.css';

/** Listings cut captions at 400 characters (docs/product/news.md). */
export const captionLimit = 400;
export const cutCaption = (caption: string) => (caption.length > captionLimit ? `${caption.slice(0, captionLimit)}...` : caption);

interface Props {
  article: Article;
  config: RuntimeConfig;
  /** The large card of a block shows the cut caption; small cards show the short text. */
  size: 'large' | 'small';
  /** h2 in a listing; h3 under the article page's "Other Articles" heading. */
  headingLevel?: 2 | 3;
  /** The listing's first picture: usually the largest thing in view, so it is fetched at once, first. */
  priority?: boolean;
}

/**
 * One article in a listing. The whole card is one link that opens the article in a new tab (docs/product/news.md); the
 * picture is decorative there because the title says the same thing. Its parts are <div>s, not <span>s: a
 * link may hold a heading (its content is its parent's), a <span> may not.
 */
export function ArticleCard({ article, config, size, headingLevel = 2, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`news-card news-card--${size}`}>
      <a className="news-card__link" href={paths.article(article.alias)} target="_blank" rel="noopener">
        <div className="news-card__media">
          <img
            src={mediaUrl(config, article.Media.path)}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={1200}
            height={630}
          />
        </div>
        <div className="news-card__body">
          <div className="news-card__meta">
            <span className="news-card__category">{article.Category.name}</span>
            <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
          </div>
          <Heading className="news-card__title">{article.title}</Heading>
          <div className="news-card__summary">{size === 'large' ? cutCaption(article.caption) : article.text}</div>
          <span className="news-card__more" aria-hidden="true">
            Read article
          </span>
          <span className="ui-visually-hidden"> (opens in a new tab)</span>
        </div>
      </a>
    </article>
  );
}
