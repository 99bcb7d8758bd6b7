import type { Article, RuntimeConfig } from '@tenants/shared';
import { mediaUrl } from '../../articles/api/articles-api';

/** The hero is at most 960 px wide (article.css), the page's width below that. */
export const articlePictureSizes = '(min-width: 1000px) 960px, 100vw';

/** A srcset whose URLs are root-relative to the API host, made absolute like every picture's `src`. */
const onApiHost = (config: Pick<RuntimeConfig, 'apiBase'>, srcset: string) =>
  srcset
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url, descriptor] = entry.split(/\s+/);
      return descriptor ? `${mediaUrl(config, url)} ${descriptor}` : mediaUrl(config, url);
    })
    .join(', ');

/**
 * The article's picture. An uploaded picture has responsive versions: the browser picks AVIF, or
 * else WebP, at the width the page needs; the <img> is the widest WebP, with the picture's own size so the
 * page keeps its place while it loads. An imported picture (SVG, PNG) is its one file, drawn 1200 × 630.
 */
export function ArticlePicture({ media, config }: { media: Article['Media']; config: Pick<RuntimeConfig, 'apiBase'> }) {
  const img = <img src={mediaUrl(config, media.path)} alt={media.alt} width={media.width ?? 1200} height={media.height ?? 630} fetchPriority="high" />;
  if (!media.sources?.length) return img;
  return (
    <picture>
      {media.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={onApiHost(config, source.srcset)} sizes={articlePictureSizes} />
      ))}
      {img}
    </picture>
  );
}
