import { useState } from 'react';
import { errorMessage, notify, sharingDescriptionSchema, socialPictureSchema, type StaffPage } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { statusOf } from '../../common/lib/errors';
import { SharingFields, type SharingErrors } from '../../news/components/sharing-fields';
import { savePage } from '../api/pages-api';

/** Where each of the API's paths goes beside its field. */
const fieldOf = (path: unknown): keyof SharingErrors =>
  path === 'socialImage.alt' ? 'alt' : String(path).startsWith('socialImage') ? 'picture' : 'description';

/**
 * A page's "Search and sharing": its description and social picture, saved into the draft on their own
 * (the API keeps a field the save does not send, so the page editor's saves and these never undo each
 * other) and published with the page. Left empty, the site uses the hero's introduction and picture.
 * Checked here with the API's own contract first, its plain words beside the field.
 */
export function PageSharingFields({ page, onSaved }: { page: StaffPage; onSaved?(page: StaffPage): void }) {
  const { client, fail } = useStaff();
  const [description, setDescription] = useState(page.draft.description ?? '');
  const [path, setPath] = useState(page.draft.socialImage?.path ?? '');
  const [alt, setAlt] = useState(page.draft.socialImage?.alt ?? '');
  const [errors, setErrors] = useState<SharingErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const checked = {
      description: sharingDescriptionSchema.safeParse(description),
      socialImage: path ? socialPictureSchema.safeParse({ path, alt }) : undefined,
    };
    const found: SharingErrors = {};
    if (!checked.description.success) found.description = checked.description.error.issues[0].message;
    if (checked.socialImage && !checked.socialImage.success) {
      const issue = checked.socialImage.error.issues[0];
      found[issue.path[0] === 'alt' ? 'alt' : 'picture'] = issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await savePage(client, page.id, {
        description: checked.description.data ?? '',
        socialImage: checked.socialImage?.data ?? null,
      });
      notify.success('Search and sharing saved.');
      onSaved?.(saved);
    } catch (failure) {
      const answer = (failure as { response?: { data?: { errors?: { message: string; path: string }[] } } }).response?.data;
      if (statusOf(failure) === 400 && answer?.errors?.length) setErrors(Object.fromEntries(answer.errors.map((e) => [fieldOf(e.path), e.message])));
      else if (statusOf(failure) === 400) setErrors({ description: errorMessage(failure) });
      else fail(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="staff-page-sharing">
      <SharingFields
        idStem={`staff-page-sharing-${page.id}`}
        description={description}
        picturePath={path}
        pictureAlt={alt}
        errors={errors}
        onDescription={setDescription}
        onPicture={(next) => {
          setPath(next);
          if (!next) setAlt('');
          setErrors((current) => ({ ...current, picture: undefined }));
        }}
        onAlt={setAlt}
        pictureFallback="the hero’s picture (when it is an uploaded one)"
      />
      <button type="button" className="staff-button" onClick={() => void save()} disabled={saving}>
        {saving ? 'Saving…' : 'Save search and sharing'}
      </button>
    </div>
  );
}
