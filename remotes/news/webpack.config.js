const path = require('node:path');
const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');
const { RouteChunksPlugin } = require('./route-chunks-plugin');

module.exports = (_env, argv) => {
  const config = createWebpackConfig({ name: 'news', dir: __dirname, exposes: { './Page': './src/expose/page.tsx' } }, argv);
  // The page chunk fetched with the page module: the article's for /insights/{alias} (the address page.tsx
  // reads as an article), the newsletter pages' for /newsletters… (first match wins: confirm and unsubscribe
  // before a newsletter's slug, a slug before the bare archive), the listing's for any other (/news, or a
  // link to it being preloaded).
  config.plugins.push(
    new RouteChunksPlugin({
      page: path.join(__dirname, 'src/expose/page.tsx'),
      routes: [
        { prefix: '/insights/', chunk: 'news-article' },
        { prefix: '/newsletters/confirm', chunk: 'news-subscription' },
        { prefix: '/newsletters/unsubscribe', chunk: 'news-subscription' },
        { prefix: '/newsletters/', chunk: 'news-newsletter' },
        { prefix: '/newsletters', chunk: 'news-newsletter-archive' },
        { prefix: '/events/', chunk: 'news-event' },
        { prefix: '/events', chunk: 'news-events' },
        { prefix: '/offers', chunk: 'news-offers' },
      ],
      fallback: 'news-listing',
    }),
  );
  return config;
};
