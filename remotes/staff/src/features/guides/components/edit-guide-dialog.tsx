import { useState, type FormEvent } from 'react';
import { guideDetailsSchema, notify, TextField, type StaffGuide } from '@tenants/shared';
import { Dialog, DialogActions } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { replaceGuideFile, updateGuide } from '../api/guides-api';
import { fileProblem, fileRefusal } from './guide-file';
import { PdfInput } from './pdf-input';

/** A guide's words and place, and a new file for it, in a dialog. */
export function EditGuide({ guide, onClose, onSaved }: { guide: StaffGuide; onClose(): void; onSaved(): void }) {
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
        <DialogActions label="Save" working="Saving…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
