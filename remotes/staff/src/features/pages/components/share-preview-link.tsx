import { useId, useState } from 'react';
import { previewLinkEndInWords, previewLinkMessages, type PreviewLink } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { makePreviewLink } from '../api/preview-link-api';

/**
 * "Share a preview": a link to the page's saved draft for a colleague who has no staff account (7 days, signed;
 * the link shows whatever the draft is when it is opened). The link is shown in a field to select, with a
 * Copy button where the browser lets a page write to the clipboard.
 */
export function SharePreviewLink({ pageId }: { pageId: string }) {
  const { client } = useStaff();
  const { busy, run } = useStaffAction();
  const [link, setLink] = useState<PreviewLink>();
  const [status, setStatus] = useState('');
  const fieldId = useId();

  const make = () =>
    run(async () => {
      const made = await makePreviewLink(client, pageId);
      setLink(made);
      setStatus(previewLinkMessages.made(previewLinkEndInWords(made.expiresAt)));
    });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url);
    setStatus(previewLinkMessages.copied);
  };

  return (
    <section className="staff-fieldset" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`} className="staff-fieldset__legend">
        Share a preview
      </h2>
      <p className="staff-field__hint">A link to this page’s saved draft for someone without a staff account. It works for 7 days.</p>
      {link && (
        <div className="ui-field staff-field">
          <label className="ui-field__label" htmlFor={fieldId}>
            Preview link
          </label>
          <input id={fieldId} className="ui-field__input" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => void make()}>
          {busy ? 'Making the link…' : link ? 'Make a new link' : 'Make a preview link'}
        </button>
        {link && typeof navigator !== 'undefined' && navigator.clipboard && (
          <button type="button" className="staff-button staff-button--ghost" onClick={() => void copy()}>
            Copy link
          </button>
        )}
      </div>
      <p role="status" className="staff-field__hint">
        {status}
      </p>
    </section>
  );
}
