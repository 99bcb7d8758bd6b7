import { useState, type FormEvent } from 'react';
import { guideDetailsSchema, guideSlugSchema, notify, TextField } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { uploadGuide } from '../api/guides-api';
import { fileProblem, fileRefusal } from './guide-file';
import { PdfInput } from './pdf-input';

/** Upload a new guide: its PDF, its address, title, summary and whether it is featured. */
export function UploadForm({ onDone }: { onDone(): void }) {
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
