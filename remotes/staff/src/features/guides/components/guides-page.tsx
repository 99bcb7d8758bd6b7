import { useState } from 'react';
import { notify, type StaffGuide } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDateTime } from '../../common/lib/format';
import '../../pages/components/pages.css';
import { getGuides, setGuideRetired } from '../api/guides-api';
import { EditGuide } from './edit-guide-dialog';
import { UploadForm } from './upload-guide-form';

/** /staff/guides (staff and admins): the member guides, their downloads, and each one's file and words. */
export function GuidesPage() {
  const { client } = useStaff();
  const list = useLoad((signal) => getGuides(client, signal), [client]);
  const [editing, setEditing] = useState<StaffGuide | null>(null);
  const [busy, setBusy] = useState(false);
  const { fail } = useStaff();

  const retire = async (guide: StaffGuide) => {
    setBusy(true);
    try {
      const next = await setGuideRetired(client, guide.slug, guide.state === 'live');
      notify.success(next.state === 'retired' ? `“${guide.title}” retired: off the list and not downloadable.` : `“${guide.title}” is back on the list.`);
      list.reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: Array<Column<StaffGuide>> = [
    { header: 'Title', rowHeader: true, cell: (guide) => guide.title },
    { header: 'Summary', className: 'staff-table__break', cell: (guide) => guide.summary || '—' },
    { header: 'Featured', cell: (guide) => (guide.featured ? 'Yes' : 'No') },
    {
      header: 'State',
      cell: (guide) => (
        <span className={`staff-badge staff-badge--${guide.state === 'live' ? 'published' : 'deactivated'}`}>
          {guide.state === 'live' ? 'Live' : 'Retired'}
        </span>
      ),
    },
    { header: 'Downloads', numeric: true, cell: (guide) => guide.downloads.toLocaleString('en-GB') },
    {
      header: 'File',
      className: 'staff-table__nowrap',
      cell: (guide) => (guide.uploaded && guide.fileUpdatedAt ? `Uploaded ${formatDateTime(guide.fileUpdatedAt)}` : 'Drawn from its text'),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (guide) => (
        <div className="staff-actions--inline">
          <button type="button" className="staff-button staff-button--ghost" aria-label={`Edit ${guide.title}`} onClick={() => setEditing(guide)}>
            Edit
          </button>
          <button
            type="button"
            className="staff-button staff-button--ghost"
            disabled={busy}
            aria-label={`${guide.state === 'live' ? 'Retire' : 'Reinstate'} ${guide.title}`}
            onClick={() => void retire(guide)}
          >
            {guide.state === 'live' ? 'Retire' : 'Reinstate'}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Guides">
        <p className="staff-heading__intro">The member guides: what members download, and how often.</p>
      </PageHeading>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.length} one="guide" many="guides" empty="No guides yet." />
      {list.data && list.data.length > 0 && <ListTable caption="Guides" hideCaption columns={columns} rows={list.data} rowKey={(guide) => guide.slug} />}
      <UploadForm onDone={list.reload} />
      {editing && (
        <EditGuide
          guide={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
