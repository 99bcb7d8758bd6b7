import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../http-errors';
import { routePlugin } from '../module';
import { actorOf, staffErrorResponses } from '../staff';
import { pagesDeps } from './pages-deps';
import { discardSiteDraft, previewSiteRecord, publishSiteDraft, restoreSiteVersion, saveSiteDraft, siteRecordDesk, siteRecordVersions } from './site-drafts';
import type { SiteDesk } from './site-records';

/**
 * The settings' and the menus' desks answer alike, so each route is made here once and its file under
 * routes/staff names which desk it serves (one file per route, as autoload reads them).
 */

const refused = fieldErrorsSchema.describe('Invalid input: each field that does not fit, with its path, in plain words');
const ok = <T>(payload: T) => ({ success: true as const, payload });
const named = (plugin: FastifyPluginAsyncZod, name: string) => routePlugin(Object.defineProperty(plugin, 'name', { value: name }));

/** What is live and the draft, with who saved it when. */
export const deskRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.get(
      desk.paths.base,
      {
        config: { minRole: desk.minRole },
        schema: { tags: ['staff'], summary: `What is live of ${desk.name} and the draft`, response: { 200: desk.answers.desk, ...staffErrorResponses } },
      },
      async () => ok(await siteRecordDesk(deps, desk.record)),
    );
  }, `${desk.record.kind}Desk`);

/** The parts sent (each whole) saved into the draft; visitors still see what is live. */
export const saveDraftRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.put(
      desk.paths.base,
      {
        config: { minRole: desk.minRole },
        schema: {
          tags: ['staff'],
          summary: `Save a draft of ${desk.name}: any of its parts, each whole (live only when published)`,
          body: desk.update,
          response: { 200: desk.answers.desk, ...staffErrorResponses, 400: refused },
        },
      },
      async (request) => ok(await saveSiteDraft(deps, desk.record, actorOf(request), request.body as Partial<T>)),
    );
  }, `${desk.record.kind}SaveDraft`);

export const discardDraftRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.delete(
      desk.paths.draft,
      {
        config: { minRole: desk.minRole },
        schema: { tags: ['staff'], summary: `Discard the draft of ${desk.name}`, response: { 200: desk.answers.desk, ...staffErrorResponses } },
      },
      async (request) => ok(await discardSiteDraft(deps, desk.record, actorOf(request))),
    );
  }, `${desk.record.kind}DiscardDraft`);

/** The parts sent over the saved draft, and the home page drawn with them when this API serves the site; nothing stored. */
export const previewRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.post(
      desk.paths.preview,
      {
        config: { minRole: desk.minRole },
        schema: {
          tags: ['staff'],
          summary: `A draft of ${desk.name} (what is sent over the saved draft) and, when the API serves the site, the home page drawn with it`,
          body: desk.update,
          response: { 200: desk.answers.preview, ...staffErrorResponses, 400: refused },
        },
      },
      async (request) => {
        const { value, frame } = await previewSiteRecord(deps, desk.record, request.body as Partial<T>);
        const page = await app.siteFramePreview.draw?.(frame).catch(() => undefined);
        return { ...ok(value), ...(page ? { page } : {}) };
      },
    );
  }, `${desk.record.kind}Preview`);

export const publishRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.post(
      desk.paths.publish,
      {
        config: { minRole: desk.minRole },
        schema: {
          tags: ['staff'],
          summary: `Put the draft of ${desk.name} live, kept as a version`,
          response: { 200: desk.answers.desk, ...staffErrorResponses, 400: refused, 409: apiErrorSchema.describe('No draft to publish') },
        },
      },
      async (request) => ok(await publishSiteDraft(deps, desk.record, actorOf(request))),
    );
  }, `${desk.record.kind}Publish`);

export const versionsRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.get(
      desk.paths.versions,
      {
        config: { minRole: desk.minRole },
        schema: {
          tags: ['staff'],
          summary: `The published versions of ${desk.name}, newest first`,
          response: { 200: desk.answers.versions, ...staffErrorResponses },
        },
      },
      async () => ok(await siteRecordVersions(deps, desk.record)),
    );
  }, `${desk.record.kind}Versions`);

/** A version becomes the draft; what is live changes only when it is published. */
export const restoreRoute = <T>(desk: SiteDesk<T>) =>
  named(async (app) => {
    const deps = pagesDeps(app);
    app.post(
      `${desk.paths.versions}/:versionId/restore`,
      {
        config: { minRole: desk.minRole },
        schema: {
          tags: ['staff'],
          summary: `Restore a version of ${desk.name} as the draft (live only when published)`,
          params: z.object({ versionId: z.string().max(100) }),
          response: {
            200: desk.answers.desk,
            ...staffErrorResponses,
            404: apiErrorSchema.describe('No such version'),
            409: apiErrorSchema.describe('The version no longer fits'),
          },
        },
      },
      async (request) => ok(await restoreSiteVersion(deps, desk.record, actorOf(request), request.params.versionId)),
    );
  }, `${desk.record.kind}Restore`);
