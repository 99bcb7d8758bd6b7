import { existsSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { paths } from '@tenants/shared/core';
import { eventsPath } from '@tenants/shared/model';
import { findRepoRoot } from '../../src/repo-root';
import { describeEachDatabase, type DatabaseSuite } from '../helper';

// Every public route's page as the site server draws it is valid HTML: html-validate's standard rules (the
// content models, e.g. no heading inside a <span>, no <style> in the body) and its WCAG rules (a form has a
// submit button, native elements before roles, no name where ARIA allows none). The routes are the sitemap's (so a new page is checked from the day it is published) and those it
// leaves out: the account screens, the thank-you and failure pages, a second page of news, an event, the
// page that was not found.

jest.setTimeout(180_000);

const deployDir = path.join(findRepoRoot(), 'deploy');
if (!existsSync(path.join(deployDir, 'shell', 'index.html'))) {
  throw new Error(`No built site in ${deployDir}: build it first (npm test and npm start do, or: node scripts/build.mjs).`);
}

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  // A list may be named (ARIA gives <ul> the role list, which takes a name): the site's menus of services
  // are lists named by their area, which screen readers announce as they enter them.
  rules: { 'aria-label-misuse': ['error', { allowAnyNamable: true }] },
});

/** Articles share one template: the first few stand for all. */
const articlesChecked = 3;

async function publicRoutes(suite: DatabaseSuite): Promise<string[]> {
  const sitemap = await suite.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const articles = listed.filter((route) => /^\/[^/]+\/[^/]+$/.test(route) && !listed.includes(route.replace(/\/[^/]+$/, '/services')));
  const events = await suite.app.inject({ method: 'GET', url: eventsPath });
  const firstEvent = (events.json() as { payload?: { events?: Array<{ slug: string }> } }).payload?.events?.[0]?.slug;
  return [
    ...listed.filter((route) => !articles.includes(route)),
    ...articles.slice(0, articlesChecked),
    '/news?page=2',
    '/news?keyword=rent',
    '/events',
    ...(firstEvent ? [`/events/${firstEvent}`] : []),
    '/newsletters',
    '/offers',
    paths.forgotPassword,
    `${paths.resetPassword}?token=abc`,
    paths.enquiryThankYou,
    paths.donationThankYou,
    paths.donationFailure,
    paths.sorry,
    '/no-such-page',
  ];
}

const described = (route: string, messages: Message[]) => messages.map((m) => `${route} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);

describeEachDatabase(
  'every public page is valid HTML',
  (suite) => {
    it('passes html-validate (standard and WCAG rules) on every public route', async () => {
      const routes = await publicRoutes(suite);
      expect(routes.length).toBeGreaterThan(30);
      const problems: string[] = [];
      for (const route of routes) {
        const res = await suite.app.inject({ method: 'GET', url: route, headers: { accept: 'text/html' } });
        expect([200, 404]).toContain(res.statusCode);
        const report = await validator.validateString(res.body);
        problems.push(
          ...described(
            route,
            report.results.flatMap((result) => result.messages),
          ),
        );
      }
      expect(problems).toEqual([]);
    });

    it('finds what it is for: a heading inside a <span> and a <form> with no way to send it', async () => {
      const report = await validator.validateString(
        '<!doctype html><html lang="en"><head><title>t</title></head><body><main><a href="/x"><span><h2>A</h2></span></a>' +
          '<form action="/s"><label for="q">Q</label><input id="q" name="q"></form></main></body></html>',
      );
      expect(report.results.flatMap((result) => result.messages).map((m) => m.ruleId)).toEqual(
        expect.arrayContaining(['element-permitted-content', 'wcag/h32']),
      );
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, TELEMETRY_SAMPLE_RATE: '0', RATE_LIMIT_PAGE_RENDER: '10000' } },
);
