import { ConfirmDialog } from '../../common/components/dialog';
import { formatDateTimeZone } from '../../common/lib/format';
import type { ArticleAsking } from '../hooks/use-article-editor';

const dialogTitles: Record<ArticleAsking['kind'], (title: string) => string> = {
  publish: (title) => `Publish “${title}” now?`,
  unpublish: (title) => `Unpublish “${title}”?`,
  schedule: (title) => `Reschedule “${title}”?`,
  delete: (title) => `Delete “${title}”?`,
};
const confirmLabels: Record<ArticleAsking['kind'], string> = { publish: 'Publish now', unpublish: 'Unpublish', schedule: 'Schedule', delete: 'Delete' };

interface Props {
  asking: ArticleAsking;
  /** The article's title as typed (or saved), and its public address. */
  title: string;
  address: string;
  published: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The question before a change visitors will see: what they will see, where and when. */
export function ArticleConfirm({ asking, title, address, published, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title={asking.kind === 'schedule' && !published ? `Schedule “${title}”?` : dialogTitles[asking.kind](title)}
      confirmLabel={confirmLabels[asking.kind]}
      tone={asking.kind === 'publish' ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {asking.kind === 'publish'
          ? published
            ? `Visitors will see the changes to “${title}” on /news and at ${address} now.`
            : `“${title}” will appear on /news and at ${address} now.`
          : asking.kind === 'unpublish'
            ? `Visitors will no longer see “${title}” on /news or at its address.`
            : asking.kind === 'delete'
              ? `“${title}” and its saved versions will be deleted for good.`
              : published
                ? `“${title}” will disappear from the site until ${formatDateTimeZone(asking.at)}.`
                : `“${title}” will appear on /news and at ${address} on ${formatDateTimeZone(asking.at)}.`}
      </p>
    </ConfirmDialog>
  );
}
