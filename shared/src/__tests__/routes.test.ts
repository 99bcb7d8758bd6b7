import { isPagePath, paths, remoteForPath, serviceAreas } from '../routes';

describe('routes', () => {
  it('has the menu links the spec counts: Property 13, Corporate 8, Non-Corporate 4', () => {
    expect(serviceAreas.property.links).toHaveLength(13);
    expect(serviceAreas.corporate.links).toHaveLength(8);
    expect(serviceAreas['non-corporate'].links).toHaveLength(4);
    expect(serviceAreas.property.links.find((l) => l.slug === 'own-your-property')?.label).toBe('Own Your Own Property');
  });

  it.each([
    '/', '/about', '/lobbying', '/community', '/news', '/insights/rent-review-guide', '/advice-support', '/specific-advice',
    '/enquiry', '/enquiry/thankyou', '/donation', '/donation/thankyou', '/donation/failure', '/login', '/sign-up',
    '/forgot-password', '/reset-password', '/sorry', '/404', '/property/services', '/property/rates',
    '/corporate/mediation', '/non-corporate/shopfitters', '/about/',
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
});
