import { expect, test, type Page } from '@playwright/test';
import { paths, serviceAreas, servicePath, type ServiceArea } from '@tenants/shared/model';
import { Site } from '../../pages/site';

// WCAG 2.2 AA details that axe does not see: reflow, focus hidden under the fixed header, target size and
// reduced motion, at a small phone, a phone and a desktop width.

/** Every page route of the route table (one published article for /insights/{alias}). */
async function everyRoute(page: Page): Promise<string[]> {
  const list = await (await page.request.get('/api/article/list?categoryId=1&page=1')).json();
  const alias: string = list.payload.articles[0].alias;
  return [
    paths.home,
    paths.about,
    paths.lobbying,
    paths.community,
    paths.adviceSupport,
    paths.specificAdvice,
    paths.sorry,
    paths.notFound,
    paths.news,
    paths.article(alias),
    paths.enquiry,
    paths.enquiryThankYou,
    paths.donation,
    paths.donationThankYou,
    paths.donationFailure,
    paths.login,
    paths.signUp,
    paths.forgotPassword,
    `${paths.resetPassword}?token=abc`,
    ...(Object.keys(serviceAreas) as ServiceArea[]).flatMap((area) => [servicePath(area), ...serviceAreas[area].links.map((l) => servicePath(area, l.slug))]),
  ];
}

/** How far the page is wider than the viewport (0 when it reflows). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The longest transition or animation (in seconds) of any element on the page. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const seconds = (value: string) => Math.max(0, ...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v) || 0)));
    let longest = { seconds: 0, element: '' };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      const iterations = style.animationIterationCount.split(',').some((n) => n.trim() === 'infinite') ? Infinity : 1;
      const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration) * iterations;
      const motion = Math.max(seconds(style.transitionDuration), animation);
      if (motion > longest.seconds) longest = { seconds: motion, element: `${element.tagName.toLowerCase()}.${element.className}` };
    }
    return longest;
  });

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every route fits the width with no sideways scrolling (1.4.10 reflow)', async ({ page }) => {
      test.setTimeout(240_000);
      const site = new Site(page);
      const wide: string[] = [];
      for (const route of await everyRoute(page)) {
        await site.open(route);
        await expect(site.heading()).toBeVisible();
        const extra = await overflow(page);
        if (extra > 0) wide.push(`${route} (${extra} px too wide)`);
      }
      expect(wide).toEqual([]);
    });

    test('tabbing forwards and backwards never leaves the focus hidden under the fixed header (2.4.11)', async ({ page }) => {
      const site = new Site(page);
      await site.open(paths.adviceSupport);
      const hidden: string[] = [];
      const check = async (key: string) => {
        await page.keyboard.press(key);
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const header = document.querySelector('header');
          if (!focused || !header || header.contains(focused) || focused === document.body) return null;
          const box = focused.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
          // Entirely hidden (2.4.11): at its centre and its four inner corners, the header is what is on top.
          const inset = 2;
          const points = [
            [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
            [box.left + inset, box.top + inset],
            [box.right - inset, box.top + inset],
            [box.left + inset, box.bottom - inset],
            [box.right - inset, box.bottom - inset],
          ];
          const covered = points.every(([x, y]) => {
            const top = document.elementFromPoint(x, y);
            return !!top && header.contains(top) && !focused.contains(top);
          });
          return covered ? `${focused.tagName} "${(focused.textContent ?? '').trim().slice(0, 40)}"` : null;
        });
        if (state) hidden.push(`${key}: ${state}`);
      };
      for (let i = 0; i < 40; i += 1) await check('Tab');
      for (let i = 0; i < 25; i += 1) await check('Shift+Tab');
      expect(hidden).toEqual([]);
    });

    test('controls are at least 24 by 24 px or spaced as if they were, inline text links aside (2.5.8 target size)', async ({ page }) => {
      const site = new Site(page);
      const small: string[] = [];
      for (const route of [paths.home, paths.adviceSupport, paths.news, paths.enquiry, paths.donation, paths.login]) {
        await site.open(route);
        await expect(site.heading()).toBeVisible();
        const found = await page.evaluate(() => {
          const targets = Array.from(
            document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]'),
          )
            .filter((el) => {
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
              // The inline exception: a link inside a sentence keeps the text's own size.
              return !(el.tagName === 'A' && getComputedStyle(el).display === 'inline' && !!el.closest('p, li, dd, td, label, small'));
            })
            .map((el) => ({ el, box: el.getBoundingClientRect() }));
          const centre = (b: DOMRect) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
          const distanceToBox = (p: { x: number; y: number }, b: DOMRect) =>
            Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
          const undersized = targets.filter(({ box }) => box.width < 24 || box.height < 24);
          // The spacing exception: a 24 px circle on an undersized target's centre touches no other target
          // and no other undersized target's circle.
          return undersized
            .filter(({ el, box }) =>
              targets.some((other) => {
                if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
                const c = centre(box);
                if (distanceToBox(c, other.box) < 12) return true;
                const small = other.box.width < 24 || other.box.height < 24;
                return small && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24;
              }),
            )
            .map(({ el }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`);
        });
        small.push(...found.map((f) => `${route}: ${f}`));
      }
      expect(small).toEqual([]);
    });

    test('with reduced motion asked for, nothing moves for longer than 0.2 s', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const site = new Site(page);
      for (const route of [paths.home, paths.adviceSupport, paths.news, paths.enquiry, paths.community]) {
        await site.open(route);
        await expect(site.heading()).toBeVisible();
        const longest = await longestMotion(page);
        expect(longest.seconds, `${route}: ${longest.element}`).toBeLessThanOrEqual(0.2);
      }
    });
  });
}
