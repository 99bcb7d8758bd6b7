import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  guideDetailsSchema,
  guideLibraryMessages,
  guideSlugSchema,
  guideUploadMaxBytes,
  notify,
  TextField,
  type StaffGuide,
} from '@tenants/shared';
import { Dialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { statusOf } from '../../common/lib/errors';
import { formatDateTime } from '../../common/lib/format';
import '../../pages/components/pages.css';
import { getGuides, replaceGuideFile, setGuideRetired, updateGuide, uploadGuide } from '../api/guides-api';

/** A file's first bytes as Latin-1 text (FileReader: in every browser, and in the tests' jsdom). */
const firstBytes = (file: Blob, count: number) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => resolve('');
    reader.readAsBinaryString(file.slice(0, count));
  });

/** The file's own problem, by the library's rules (its bytes start `%PDF-`; at most 10 MB), before it is sent. */
async function fileProblem(file: File | null): Promise<string | undefined> {
  if (!file) return guideLibraryMessages.notPdf;
  if (file.size > guideUploadMaxBytes) return guideLibraryMessages.tooLarge;
  return (await firstBytes(file, 5)) === '%PDF-' ? undefined : guideLibraryMessages.notPdf;
}

/** The API's refusal of a file (400 not a PDF, 413 too large) belongs beside the file input; anything else is a toast. */
const fileRefusal = (error: unknown) => (statusOf(error) === 400 || statusOf(error) === 413 ? errorMessage(error) : undefined);

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

function PdfInput({ id, label, error, onFile }: { id: string; label: string; error?: string; onFile(file: File | null): void }) {
  return (
    <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="staff-field__hint">
        A PDF, at most 10 MB.
      </p>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="staff-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Upload a new guide: its PDF, its address, title, summary and whether it is featured. */
function UploadForm({ onDone }: { onDone(): void }) {
  const { client, fail } = useStaff();
  const [file, setFile] = useState<File | null>(null);
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [featured, setFeatured] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = { file: await fileProblem(file) };
    const slugCheck = guideSlugSchema.safeParse(slug.trim());
    if (!slugCheck.success) next.slug = slugCheck.error.issues[0].message;
    const details = guideDetailsSchema.safeParse({ title, summary, featured });
    if (!details.success) for (const issue of details.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    const first = ['file', 'slug', 'title', 'summary'].find((field) => next[field]);
    if (first || !details.success || !file) {
      if (first) document.getElementById(`guide-new-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const guide = await uploadGuide(client, { slug: slug.trim(), ...details.data }, file);
      notify.success(`“${guide.title}” uploaded: members can download it now.`);
      setSlug('');
      setTitle('');
      setSummary('');
      setFeatured(false);
      setFile(null);
      setKey((n) => n + 1);
      onDone();
    } catch (error) {
      const message = fileRefusal(error);
      if (message) setErrors({ file: message });
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-panel staff-pages__panel" aria-labelledby="guide-upload-heading">
      <h2 id="guide-upload-heading" className="staff-panel__title">
        Upload a new guide
      </h2>
      <form key={key} className="staff-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <PdfInput id="guide-new-file" label="The guide (PDF)" error={errors.file} onFile={setFile} />
        <TextField id="guide-new-slug" label="Name in its address" value={slug} error={errors.slug} onChange={(e) => setSlug(e.target.value)} />
        <TextField id="guide-new-title" label="Title" value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <TextField
          id="guide-new-summary"
          label="Summary (optional)"
          multiline
          rows={3}
          value={summary}
          error={errors.summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <div className="staff-check">
          <input id="guide-new-featured" type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
          <label htmlFor="guide-new-featured">Featured (one of the four on advice pages)</label>
        </div>
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload guide'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A guide's words and place, and a new file for it, in a dialog. */
function EditGuide({ guide, onClose, onSaved }: { guide: StaffGuide; onClose(): void; onSaved(): void }) {
  const { client, fail } = useStaff();
  const [title, setTitle] = useState(guide.title);
  const [summary, setSummary] = useState(guide.summary);
  const [featured, setFeatured] = useState(guide.featured);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = guideDetailsSchema.safeParse({ title, summary, featured });
    const next: Record<string, string | undefined> = { file: file ? await fileProblem(file) : undefined };
    if (!details.success) for (const issue of details.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    const first = ['title', 'summary', 'file'].find((field) => next[field]);
    if (first || !details.success) {
      if (first) document.getElementById(`guide-edit-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (file) {
        try {
          await replaceGuideFile(client, guide.slug, file);
        } catch (error) {
          const message = fileRefusal(error);
          if (!message) throw error;
          setErrors({ file: message });
          return;
        }
      }
      await updateGuide(client, guide.slug, details.data);
      notify.success(file ? `“${details.data.title}” saved with its new file.` : `“${details.data.title}” saved.`);
      onSaved();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Edit “${guide.title}”`} onClose={onClose}>
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <TextField id="guide-edit-title" label="Title" value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <TextField
          id="guide-edit-summary"
          label="Summary"
          multiline
          rows={3}
          value={summary}
          error={errors.summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <div className="staff-check">
          <input id="guide-edit-featured" type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
          <label htmlFor="guide-edit-featured">Featured</label>
        </div>
        <PdfInput id="guide-edit-file" label="Replace the file (optional)" error={errors.file} onFile={setFile} />
        <p className="staff-field__hint">Its address and download count stay: {guide.downloadPath}</p>
        <div className="staff-dialog__actions">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
