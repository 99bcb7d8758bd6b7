import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { GuideRow } from './guides.tables';

type Db = Kysely<Database>;

/** Every guide with its file's size and date (none: drawn from its text), in the library's order. */
export const allGuides = (db: Db) =>
  db
    .selectFrom('guides')
    .leftJoin('guide_files', 'guide_files.slug', 'guides.slug')
    .selectAll('guides')
    .select(['guide_files.size as file_size', 'guide_files.uploaded_at as file_uploaded_at'])
    .orderBy('guides.position')
    .orderBy('guides.slug')
    .execute();

export const findGuideRow = (db: Db, slug: string): Promise<GuideRow | undefined> =>
  db.selectFrom('guides').selectAll().where('slug', '=', slug).executeTakeFirst();

export const liveGuides = (db: Db): Promise<GuideRow[]> =>
  db.selectFrom('guides').selectAll().where('status', '=', 'live').orderBy('position').orderBy('slug').execute();

export const insertGuide = (db: Db, row: GuideRow) => db.insertInto('guides').values(row).execute();

export const updateGuide = (db: Db, slug: string, changes: Partial<Omit<GuideRow, 'slug'>>) =>
  db.updateTable('guides').set(changes).where('slug', '=', slug).execute();

export const nextPosition = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('guides')
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirst()
    )?.last ?? -1,
  ) + 1;

export async function putGuideFile(
  db: Db,
  file: { slug: string; sha256: string; bytes: Buffer; uploaded_at: string; uploaded_by: string | null },
): Promise<void> {
  await db.deleteFrom('guide_files').where('slug', '=', file.slug).execute();
  await db
    .insertInto('guide_files')
    .values({ ...file, size: file.bytes.length })
    .execute();
}

export const guideFile = (db: Db, slug: string) => db.selectFrom('guide_files').select(['bytes', 'sha256']).where('slug', '=', slug).executeTakeFirst();

/** One more download, counted in the database so every instance adds to the same number. */
export const countDownload = (db: Db, slug: string) =>
  db
    .updateTable('guides')
    .set({ downloads: sql`downloads + 1` })
    .where('slug', '=', slug)
    .execute();
