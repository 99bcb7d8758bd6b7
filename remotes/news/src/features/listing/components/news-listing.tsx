import { useRef } from 'react';
import { Container, LoadingOverlay, PageHero, articleCategories, useHydrated, type RemoteProps } from '@tenants/shared/core';
import { firstPaintFallThrough } from '../../articles/api/first-paint';
import { useArticlesApi } from '../../articles/api/articles-api';
import { ArticleCard } from '../../articles/components/article-card';
import { LoadFailed } from '../../articles/components/load-failed';
import { useArticleList } from '../hooks/use-article-list';
import { useListingParams } from '../hooks/use-listing-params';
import { toBlocks } from '../lib/blocks';
import { CategoryTabs, panelId, tabId } from './category-tabs';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import './listing.css';

/** /news: tabs, search, blocks of five and pagination, all driven by the URL (docs/product/news.md). */
export function NewsListing({ config, data }: RemoteProps) {
  const api = useArticlesApi(config);
  const [params, update, hrefFor] = useListingParams();
  const live = useHydrated();
  const elsewhereId = firstPaintFallThrough(data, params)?.categoryId;
  const elsewhere = articleCategories.find((category) => category.id === elsewhereId);
  const { loading, failed, articles, totalPage, retry } = useArticleList(api, params, (categoryId) => update({ categoryId, page: 1 }, { replace: true }), data);
  const top = useRef<HTMLDivElement>(null);

  const goToPage = (page: number) => {
    update({ page });
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHero title="News" eyebrow="News & insights" className="news-hero">
        <p>Updates, hot topics and practical insights for the UK’s commercial tenants.</p>
      </PageHero>
      <Container className="news-listing">
        <div className="news-listing__controls" ref={top}>
          <CategoryTabs
            selected={params.categoryId}
            onSelect={(categoryId) => update({ categoryId, page: 1 })}
            hrefFor={(categoryId) => hrefFor({ categoryId, page: 1 })}
          />
          <SearchBox keyword={params.keyword} categoryId={params.categoryId} onSearch={(keyword) => update({ keyword, page: 1 })} />
        </div>
        {/* The tabs' panel once they are tabs (live); before, the articles of the link marked current. */}
        <div
          className="news-listing__panel"
          role={live ? 'tabpanel' : undefined}
          id={panelId}
          aria-labelledby={live ? tabId(params.categoryId) : undefined}
          aria-busy={loading}
        >
          {/* Without JavaScript nothing switches to the category the server found the search in: a link does. */}
          {!live && elsewhere && (
            <p className="news-listing__empty">
              No articles in this category matched your search.{' '}
              <a href={hrefFor({ categoryId: elsewhere.id, page: 1 })}>See the matching articles in {elsewhere.name}</a>.
            </p>
          )}
          {!loading && failed && <LoadFailed onRetry={retry} />}
          {!loading && !failed && articles.length === 0 && (
            <p className="news-listing__empty">Sorry, no articles matched your search. Try another keyword, or clear the search to see every article.</p>
          )}
          {toBlocks(articles).map((block, index) => (
            <div key={block[0].id} className={`news-block news-block--${index % 2 === 0 ? 'lead-left' : 'lead-right'}`}>
              {block.map((article, i) => (
                <ArticleCard key={article.id} article={article} config={config} size={i === 0 ? 'large' : 'small'} priority={index === 0 && i === 0} />
              ))}
            </div>
          ))}
          <Pagination page={params.page} totalPage={totalPage} hrefFor={(page) => hrefFor({ page })} onPage={goToPage} />
        </div>
      </Container>
      <LoadingOverlay active={loading && (live || !elsewhere)} label="Loading articles" />
    </>
  );
}
