import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { articleByAliasPath, articleListPath, type Session } from '@tenants/shared';
import NewsPage, { loadPage } from '../../../expose/page';
import { fakeApi, type FakeRequest } from '@tenants/shared/test/fake-api';
import { makeArticle } from '../../../../test/articles';
import { ArticlePicture, articlePictureSizes } from '../components/article-picture';

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };

// An article whose picture was uploaded in the news desk: AVIF and WebP at each width.
const uploaded = makeArticle(9, {
  alias: 'service-charge-caps',
  title: 'Service charge caps',
  Media: {
    path: '/media/articles/atrium-1a2b3c4d-1600.0badcafe.webp',
    alt: 'A shopping centre atrium',
    width: 1600,
    height: 900,
    sources: [
      {
        type: 'image/avif',
        srcset:
          '/media/articles/atrium-1a2b3c4d-480.11111111.avif 480w, /media/articles/atrium-1a2b3c4d-960.22222222.avif 960w, /media/articles/atrium-1a2b3c4d-1600.33333333.avif 1600w',
      },
      {
        type: 'image/webp',
        srcset:
          '/media/articles/atrium-1a2b3c4d-480.44444444.webp 480w, /media/articles/atrium-1a2b3c4d-960.55555555.webp 960w, /media/articles/atrium-1a2b3c4d-1600.0badcafe.webp 1600w',
      },
    ],
  },
});

function answer({ path }: FakeRequest) {
  if (path === articleByAliasPath(uploaded.alias)) return { body: { success: true, payload: uploaded } };
  if (path === articleListPath) return { body: { success: true, payload: { articles: [makeArticle(1), makeArticle(2)], totalPage: 1 } } };
  return { status: 404, body: { success: false, message: 'No such article.', errors: [{ message: 'No such article.' }] } };
}

beforeAll(() => loadPage('/insights/service-charge-caps'));
beforeEach(() => {
  api.otherwise(answer);
});

describe('the article picture', () => {
  it('serves an uploaded picture as <picture>: AVIF, then WebP, each with its widths on the API host, and an <img> of its own size', async () => {
    render(
      <MemoryRouter initialEntries={['/insights/service-charge-caps']}>
        <Routes>
          <Route path="/insights/:id" element={<NewsPage session={session} config={api.config} />} />
        </Routes>
      </MemoryRouter>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Service charge caps' });
    const img = within(title.closest('article')!).getByRole('img', { name: 'A shopping centre atrium' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const base = api.config.apiBase;
    expect([...picture.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      [
        'image/avif',
        `${base}/media/articles/atrium-1a2b3c4d-480.11111111.avif 480w, ${base}/media/articles/atrium-1a2b3c4d-960.22222222.avif 960w, ${base}/media/articles/atrium-1a2b3c4d-1600.33333333.avif 1600w`,
        articlePictureSizes,
      ],
      [
        'image/webp',
        `${base}/media/articles/atrium-1a2b3c4d-480.44444444.webp 480w, ${base}/media/articles/atrium-1a2b3c4d-960.55555555.webp 960w, ${base}/media/articles/atrium-1a2b3c4d-1600.0badcafe.webp 1600w`,
        articlePictureSizes,
      ],
    ]);
    // The <img> comes last (a browser reads the sources first) and keeps the page's place with the picture's size.
    expect(picture.lastElementChild).toBe(img);
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      `${base}/media/articles/atrium-1a2b3c4d-1600.0badcafe.webp`,
      '1600',
      '900',
    ]);
  });

  it('keeps an imported picture a single <img> (no <picture>, no srcset), drawn 1200 × 630', () => {
    render(<ArticlePicture media={{ path: '/media/articles/rent-review.1a2b3c4d.svg', alt: 'A bar chart' }} config={{ apiBase: 'https://api.example' }} />);
    const img = screen.getByRole('img', { name: 'A bar chart' });
    expect(img.closest('picture')).toBeNull();
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      'https://api.example/media/articles/rent-review.1a2b3c4d.svg',
      null,
      '1200',
      '630',
    ]);
  });
});
