import { withOrigins } from '../../src/site/page-csp';

// A page's CSP names the origins its version set loads files from (a team's own host), in the three
// directives a remote needs, and nothing else (docs/releases.md).

const site = "default-src 'self';script-src 'self' 'sha256-abc';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self'";

it('adds a team’s origin to script-src, style-src and connect-src only', () => {
  expect(withOrigins(site, ['http://127.0.0.1:4100'])).toBe(
    "default-src 'self';script-src 'self' 'sha256-abc' http://127.0.0.1:4100;style-src 'self' 'unsafe-inline' http://127.0.0.1:4100;img-src 'self' data:;connect-src 'self' http://127.0.0.1:4100",
  );
});

it('leaves the site’s policy as it is for a page whose versions are all on the site', () => {
  expect(withOrigins(site, [])).toBe(site);
});
