import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { guideDownloadPath, guideLibraryMessages, guideUploadMaxBytes, type StaffGuide } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { bumpContentVersion } from '../pages/pages.service';
import { audited, type Actor } from '../staff';
import { allGuides, findGuideRow, insertGuide, nextPosition, putGuideFile, updateGuide } from './guides.repository';

export interface GuideLibraryDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** A PDF by its bytes (`%PDF-` at the start), never the type or name the sender gave, at most 10 MB. */
export function checkPdf(bytes: unknown): Buffer {
  if (!Buffer.isBuffer(bytes) || bytes.length < 5 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new HttpError(400, guideLibraryMessages.notPdf);
  if (bytes.length > guideUploadMaxBytes) throw new HttpError(413, guideLibraryMessages.tooLarge);
  return bytes;
}

type Row = Awaited<ReturnType<typeof allGuides>>[number];
const toStaffGuide = (row: Row): StaffGuide => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  featured: row.featured === 1,
  position: row.position,
  state: row.status === 'live' ? 'live' : 'retired',
  uploaded: row.file_size !== null,
  fileBytes: row.file_size === null ? null : Number(row.file_size),
  fileUpdatedAt: row.file_uploaded_at,
  downloads: Number(row.downloads),
  downloadPath: guideDownloadPath(row.slug),
});

export const guideLibrary = async (deps: GuideLibraryDeps): Promise<StaffGuide[]> => (await allGuides(deps.db)).map(toStaffGuide);

async function guideOrNotFound(deps: GuideLibraryDeps, slug: string): Promise<StaffGuide> {
  const row = (await allGuides(deps.db)).find((guide) => guide.slug === slug);
  if (!row) throw new HttpError(404, guideLibraryMessages.notFound);
  return toStaffGuide(row);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A new guide from a PDF, live at once, last in the library. */
export async function createGuide(
  deps: GuideLibraryDeps,
  actor: Actor,
  input: { slug: string; title: string; summary: string; featured: boolean; bytes: unknown },
): Promise<StaffGuide> {
  const pdf = checkPdf(input.bytes);
  if (await findGuideRow(deps.db, input.slug)) throw new HttpError(409, guideLibraryMessages.slugTaken);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await insertGuide(trx, {
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      featured: input.featured ? 1 : 0,
      position: await nextPosition(trx),
      status: 'live',
      downloads: 0,
      created_at: at,
      updated_at: at,
      updated_by: actor.id,
    });
    await putGuideFile(trx, { slug: input.slug, sha256: sha256(pdf), bytes: pdf, uploaded_at: at, uploaded_by: actor.id });
    // Pages with a guides block list the library: every instance draws them again at its next request.
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: 'guide.create', targetType: 'guide', targetId: input.slug, data: { bytes: pdf.length } }] };
  });
  return guideOrNotFound(deps, input.slug);
}

/** A new file for a guide: the slug, download address and count stay. */
export async function replaceGuideFile(deps: GuideLibraryDeps, actor: Actor, slug: string, bytes: unknown): Promise<StaffGuide> {
  const pdf = checkPdf(bytes);
  await guideOrNotFound(deps, slug);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await putGuideFile(trx, { slug, sha256: sha256(pdf), bytes: pdf, uploaded_at: at, uploaded_by: actor.id });
    await updateGuide(trx, slug, { updated_at: at, updated_by: actor.id });
    return { result: undefined, audit: [{ action: 'guide.upload', targetType: 'guide', targetId: slug, data: { bytes: pdf.length } }] };
  });
  return guideOrNotFound(deps, slug);
}

export async function updateGuideDetails(
  deps: GuideLibraryDeps,
  actor: Actor,
  slug: string,
  changes: { title?: string; summary?: string; featured?: boolean },
): Promise<StaffGuide> {
  await guideOrNotFound(deps, slug);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await updateGuide(trx, slug, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.summary !== undefined ? { summary: changes.summary } : {}),
      ...(changes.featured !== undefined ? { featured: changes.featured ? 1 : 0 } : {}),
      updated_at: at,
      updated_by: actor.id,
    });
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: 'guide.update', targetType: 'guide', targetId: slug }] };
  });
  return guideOrNotFound(deps, slug);
}

/** Retired: off the list and not downloadable; kept with its file and count, and can come back. */
export async function setGuideRetired(deps: GuideLibraryDeps, actor: Actor, slug: string, retired: boolean): Promise<StaffGuide> {
  await guideOrNotFound(deps, slug);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await updateGuide(trx, slug, { status: retired ? 'retired' : 'live', updated_at: at, updated_by: actor.id });
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: retired ? 'guide.retire' : 'guide.reinstate', targetType: 'guide', targetId: slug }] };
  });
  return guideOrNotFound(deps, slug);
}
