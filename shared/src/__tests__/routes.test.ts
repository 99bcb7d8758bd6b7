import { remoteRoutesFileSchema } from '../contracts/remote-routes';
import { defaultRemoteRoutes, isPagePath, matchesRoute, paths, remoteForPath, remoteRouteFor, serviceAreas } from '../routes';

describe('routes', () => {
  it('has the menu links the spec counts: Property 13, Corporate 8, Non-Corporate 4', () => {
    expect(serviceAreas.property.links).toHaveLength(13);
    expect(serviceAreas.corporate.links).toHaveLength(8);
    expect(serviceAreas['non-corporate'].links).toHaveLength(4);
    expect(serviceAreas.property.links.find((l) => l.slug === 'own-your-property')?.label).toBe('Own Your Own Property');
  });

  it.each([
    '/',
    '/about',
    '/lobbying',
    '/community',
    '/news',
    '/insights/rent-review-guide',
    '/advice-support',
    '/specific-advice',
    '/enquiry',
    '/enquiry/thankyou',
    '/donation',
    '/donation/thankyou',
    '/donation/failure',
    '/login',
    '/sign-up',
    '/forgot-password',
    '/reset-password',
    '/sorry',
    '/404',
    '/property/services',
    '/property/rates',
    '/corporate/mediation',
    '/non-corporate/shopfitters',
    '/about/',
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['/nope', '/property/unknown', '/corporate', '/insights', '/news/extra', '/api/health', '/main.js'])('%s is not a page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });

  it('knows which remote owns a route', () => {
    expect(remoteForPath('/news')).toBe('news');
    expect(remoteForPath('/insights/abc')).toBe('news');
    expect(remoteForPath('/enquiry/thankyou')).toBe('enquiry');
    expect(remoteForPath('/donation/failure')).toBe('donation');
    expect(remoteForPath(paths.resetPassword)).toBe('account');
    expect(remoteForPath('/about')).toBeUndefined();
  });

  it('mounts what a remote release names: a route it adds is a page of that remote, one it drops is not', () => {
    const table = { ...defaultRemoteRoutes, news: [...defaultRemoteRoutes.news, { path: '/news/archive/:year', title: 'Archive' }] };
    expect(isPagePath('/news/archive/2025')).toBe(false);
    expect(isPagePath('/news/archive/2025', table)).toBe(true);
    expect(remoteRouteFor('/news/archive/2025/', table)).toEqual({ remote: 'news', route: { path: '/news/archive/:year', title: 'Archive' } });
    expect(isPagePath('/news/archive', table)).toBe(false);
    expect(isPagePath('/donation/failure', { ...defaultRemoteRoutes, donation: [{ path: '/donation', title: 'Donate' }] })).toBe(false);
  });

  it('matches a pattern segment by segment; a placeholder takes one non-empty segment', () => {
    expect(matchesRoute('/insights/:id', '/insights/a')).toBe(true);
    expect(matchesRoute('/insights/:id', '/insights/a/b')).toBe(false);
    expect(matchesRoute('/insights/:id', '/insights')).toBe(false);
    expect(matchesRoute('/news', '/news')).toBe(true);
  });

  it('accepts a remote release’s routes.json only with plain segments and placeholders, and titles', () => {
    expect(remoteRoutesFileSchema.safeParse([{ path: '/news/archive', title: 'Archive' }]).success).toBe(true);
    for (const bad of [
      [],
      [{ path: 'news', title: 'x' }],
      [{ path: '/news/*', title: 'x' }],
      [{ path: '/news', title: '' }],
      [{ path: '/news?page=2', title: 'x' }],
    ]) {
      expect(remoteRoutesFileSchema.safeParse(bad).success).toBe(false);
    }
  });
});
