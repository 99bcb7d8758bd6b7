import type { StaffPage } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { formatDateTimeZone } from '../../common/lib/format';
import type { Asking } from '../hooks/use-page-editor';
import { confirmLabels, LinkedList, questionOf } from './page-editor-words';

interface Props {
  asking: Asking;
  page: StaffPage;
  title: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The question before a change visitors will see; for unpublish and delete, what links to the page once the API has named it. */
export function PageConfirm({ asking, page, title, onConfirm, onCancel }: Props) {
  const live = page.state === 'published' || page.state === 'scheduled' ? page.published !== null : false;
  return (
    <ConfirmDialog
      title={questionOf(asking, title)}
      confirmLabel={confirmLabels[asking.kind]}
      tone={asking.kind === 'publish' || asking.kind === 'schedule' || asking.kind === 'address' ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {asking.kind === 'publish' && <p>Visitors will see this draft at {page.address} now.</p>}
      {asking.kind === 'schedule' && (
        <p>
          The draft goes on the site at {formatDateTimeZone(asking.at)}; {live ? 'until then visitors see the page as it is.' : 'until then it is not public.'}
        </p>
      )}
      {asking.kind === 'address' && (
        <p>
          The page moves to {asking.address}. Its old address, {page.address}, will redirect to it.
        </p>
      )}
      {(asking.kind === 'unpublish' || asking.kind === 'delete') && !asking.linked && (
        <p>{asking.kind === 'unpublish' ? `Visitors will no longer see ${page.address}.` : 'The page and its history will be deleted for good.'}</p>
      )}
      {(asking.kind === 'unpublish' || asking.kind === 'delete') && asking.linked && <LinkedList linked={asking.linked} />}
    </ConfirmDialog>
  );
}
