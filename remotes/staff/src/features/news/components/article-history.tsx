import type { StaffArticle } from '@tenants/shared';
import { VersionHistory } from '../../common/components/version-history';
import { useStaff } from '../../common/hooks/staff-context';
import { memberName } from '../../common/hooks/use-team';
import { getVersion, getVersions, previewArticle, restoreVersion, type ArticlePreviewData } from '../api/articles-api';

interface Props {
  article: StaffArticle;
  /** Typed changes not yet saved: a restore replaces them, so it asks first. */
  dirty: boolean;
  /** Restoring a live article's version puts it on the site: not for contributors. */
  canRestoreLive: boolean;
  onPreview(preview: ArticlePreviewData): void;
  onRestored(article: StaffArticle): void;
}

/**
 * The article's saved versions (the staff area's version history): each previewed as the public page
 * would draw it, or restored; restoring a live article's version puts it on the site at once.
 */
export function ArticleHistory({ article, dirty, canRestoreLive, onPreview, onRestored }: Props) {
  const { client } = useStaff();
  return (
    <VersionHistory
      load={(signal) => getVersions(client, article.id, signal)}
      reloadKey={`${article.id}:${article.updatedAt}`}
      describe={(version) => ({
        who: version.savedBy ? memberName(version.savedBy) : 'Former member of staff',
        how: version.autosave ? 'Saved automatically' : 'Saved',
      })}
      dirty={dirty}
      live={article.state === 'published'}
      canRestoreLive={canRestoreLive}
      onPreview={async (version) => {
        const { article: content } = await getVersion(client, article.id, version.id);
        onPreview(await previewArticle(client, content));
      }}
      onRestore={async (version) => onRestored(await restoreVersion(client, article.id, version.id))}
    />
  );
}
