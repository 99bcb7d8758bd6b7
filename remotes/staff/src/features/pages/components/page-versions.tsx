import type { StaffPage } from '@tenants/shared';
import { VersionHistory } from '../../common/components/version-history';
import { useStaff } from '../../common/hooks/staff-context';
import { formatDateTime } from '../../common/lib/format';
import { getPageVersion, getPageVersions, restorePageVersion, type PageVersionContent } from '../api/pages-api';
import { kindLabels } from './page-editor-words';
import type { ComparedContent } from './version-changes';

interface Props {
  page: StaffPage;
  dirty: boolean;
  onPreview(version: PageVersionContent): void;
  onCompare(changes: { label: string; before: ComparedContent; after: ComparedContent }): void;
  onRestored(page: StaffPage): void;
}

/** The page's saved versions: who saved each and how, each one previewed, compared with the one before, or restored. */
export function PageVersions({ page, dirty, onPreview, onCompare, onRestored }: Props) {
  const { client } = useStaff();
  return (
    <VersionHistory
      load={(signal) => getPageVersions(client, page.id, signal)}
      reloadKey={`${page.id}:${page.updatedAt}:${page.state}`}
      // The API names each saver (a contributor may not read the team); no one: the seed or an import.
      describe={(version) => ({
        who: version.savedByName ?? (version.savedBy ? 'Former member of staff' : 'The site'),
        how: kindLabels[version.kind] ?? version.kind,
      })}
      dirty={dirty}
      // A restore only ever becomes the draft: visitors see it once it is published.
      live={false}
      canRestoreLive
      onPreview={async (version) => onPreview(await getPageVersion(client, page.id, version.id))}
      onCompare={async (version, previous) => {
        const [after, before] = await Promise.all([getPageVersion(client, page.id, version.id), getPageVersion(client, page.id, previous.id)]);
        onCompare({ label: `What changed in the version of ${formatDateTime(version.savedAt)}`, before, after });
      }}
      onRestore={async (version) => onRestored(await restorePageVersion(client, page.id, version.id))}
    />
  );
}
