import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultRuntimeConfig, type Article, type RuntimeConfig } from '@tenants/shared';

/** What the fake API was asked, in order. */
export interface Request {
  path: string;
  query: Record<string, string>;
}

export type Answer = (request: Request) => { status: number; data: unknown; delayMs?: number };

/**
 * A real HTTP API on loopback, so the remote's calls go over the wire (axios, CORS, JSON) as a browser's
 * would. Each test decides the answers.
 */
export function startFakeApi() {
  const state = { requests: [] as Request[], answer: (() => ({ status: 404, data: {} })) as Answer, config: defaultRuntimeConfig as RuntimeConfig };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // jsdom enforces CORS like a browser.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
      if (req.method === 'OPTIONS') return void res.end();
      const url = new URL(req.url ?? '/', 'http://x');
      const request = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
      state.requests.push(request);
      const { status, data, delayMs = 0 } = state.answer(request);
      setTimeout(() => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(data));
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.config = { ...defaultRuntimeConfig, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    state.requests = [];
  });
  return state;
}

const categoryNames = { 1: 'News', 2: 'Hot Topics', 3: 'Insights' } as const;

/** An article as the API sends it. */
export function makeArticle(n: number, overrides: Partial<Article> & { categoryId?: 1 | 2 | 3 } = {}): Article {
  const { categoryId = 1, ...rest } = overrides;
  return {
    id: `id-${categoryId}-${n}`,
    title: `${categoryNames[categoryId]} article ${n}`,
    alias: `${categoryNames[categoryId].toLowerCase().replace(' ', '-')}-article-${n}`,
    caption: `Caption ${n}.`,
    content: [`<p>Body ${n}.</p>`],
    author: 'Helen Ashworth',
    publishedAt: '2024-03-03T09:00:00.000Z',
    text: `Short text ${n}.`,
    Media: { path: `/media/articles/picture-${n}.svg`, alt: `Picture ${n}` },
    Category: { id: categoryId, name: categoryNames[categoryId] },
    ...rest,
  };
}

/** Answers the list call from a catalogue per category, ten a page, like the real API. */
export const listFrom =
  (catalogue: Partial<Record<1 | 2 | 3, Article[]>>, totalPages?: Partial<Record<1 | 2 | 3, number>>) =>
  ({ query }: Request) => {
    const categoryId = Number(query.categoryId) as 1 | 2 | 3;
    const page = Number(query.page) || 1;
    const keyword = (query.keyword ?? '').toLowerCase();
    const all = (catalogue[categoryId] ?? []).filter((a) => a.title.toLowerCase().includes(keyword));
    const totalPage = totalPages?.[categoryId] ?? Math.ceil(all.length / 10);
    return { status: 200, data: { success: true, payload: { articles: all.slice((page - 1) * 10, page * 10), totalPage } } };
  };
