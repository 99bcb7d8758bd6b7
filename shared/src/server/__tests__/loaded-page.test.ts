import { notFoundKey, readLoadedPage } from '../first-paint';

describe('readLoadedPage: loadData’s answer as the site server reads it', () => {
  it('takes a LoadedPage as it is, with only the fields of the contract', () => {
    const head = { title: 'T', meta: [{ name: 'description', content: 'D' }] };
    expect(readLoadedPage({ data: { a: 1 }, status: 404, head, cacheKey: 'k', cacheForMs: 5000 })).toEqual({
      data: { a: 1 },
      status: 404,
      head,
      cacheKey: 'k',
      cacheForMs: 5000,
    });
    expect(readLoadedPage({ data: {}, cacheKey: null })).toEqual({ data: {}, cacheKey: null });
    expect(readLoadedPage({ data: {}, status: 'oops', cacheKey: 3, cacheForMs: Infinity, head: 'raw <html>' })).toEqual({ data: {} });
  });

  it('reads a release’s bare data (from before the contract) as { data }, its not-found key as a 404', () => {
    expect(readLoadedPage({ 'list:1|1|': { articles: [] } })).toEqual({ data: { 'list:1|1|': { articles: [] } } });
    expect(readLoadedPage({ [notFoundKey]: true })).toEqual({ data: { [notFoundKey]: true }, status: 404, cacheKey: null });
    // Data that happens to have a `data` key among others is still bare data.
    expect(readLoadedPage({ data: {}, other: 1 })).toEqual({ data: { data: {}, other: 1 } });
    expect(readLoadedPage(undefined)).toEqual({ data: {} });
    expect(readLoadedPage([1])).toEqual({ data: {} });
  });
});
