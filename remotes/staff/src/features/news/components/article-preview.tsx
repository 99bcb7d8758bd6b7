import { forwardRef } from 'react';
import type { ArticlePreviewData } from '../api/articles-api';
import { useStaff } from '../../common/hooks/staff-context';
import { formatLongDate } from '../../common/lib/format';
import { mediaUrl } from '../../common/lib/media-url';
import '../../common/components/preview.css';

/**
 * The draft as visitors will see it: the public article page itself, drawn by the site server with the
 * deployed news version, in a sandboxed frame (its scripts never run here). Where the API gave no page (an
 * API without the site), the article as this remote draws it (title, date, picture, summary, body) from the
 * API's answer, whose body it has sanitised with the article policy.
 */
export const ArticlePreview = forwardRef<HTMLHeadingElement, { preview: ArticlePreviewData; onClose(): void }>(function ArticlePreview(
  { preview, onClose },
  ref,
) {
  const { config } = useStaff();
  const { article, page } = preview;
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-title">
      <div className="staff-preview__bar">
        <h2 id="staff-preview-title" className="staff-preview__label" ref={ref} tabIndex={-1}>
          Preview
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      {page ? (
        <iframe className="staff-preview__page" title={`Preview of the article page: ${article.title}`} sandbox="" srcDoc={page} />
      ) : (
        <article className="staff-preview__article">
          <header className="staff-preview__header">
            <p className="staff-preview__category">{article.Category.name}</p>
            <h3 className="staff-preview__title">{article.title}</h3>
            <p className="staff-preview__byline">
              {article.author && <span className="staff-preview__author">By {article.author}</span>}
              <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
            </p>
          </header>
          <div className="staff-preview__main">
            <figure className="staff-preview__hero">
              <img src={mediaUrl(config, article.Media.path)} alt={article.Media.alt} width={1200} height={630} />
            </figure>
            <p className="staff-preview__caption">{article.caption}</p>
            <div className="staff-preview__body" dangerouslySetInnerHTML={{ __html: article.content[0] ?? '' }} />
          </div>
        </article>
      )}
    </section>
  );
});
