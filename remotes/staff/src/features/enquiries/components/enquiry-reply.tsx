import { useEffect, useRef, useState, type FormEvent } from 'react';
import { staffEnquiryReplyRequestSchema, staffWorkMessages, TextField, type StaffEnquiry, type StaffEnquiryReplyPreview } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { previewReply, sendReply } from '../api/enquiries-api';
import '../../common/components/preview.css';

const replyBoxId = 'staff-reply-text';

/**
 * A reply e-mailed to the enquirer through the mail queue, and recorded on the enquiry. Preview shows the
 * e-mail as the enquirer will get it (the letter's greeting and sign-off unless the reply has its own), who it
 * goes to and where their answer comes back to.
 */
export function Reply({ enquiry, onSent }: { enquiry: StaffEnquiry; onSent(enquiry: StaffEnquiry | undefined): void }) {
  const { client } = useStaff();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [preview, setPreview] = useState<StaffEnquiryReplyPreview | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const { busy, run } = useStaffAction();
  useUnsavedChanges(text.trim() !== '');
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  /** The reply as typed, checked with the contract; the message beside the box when it is refused. */
  const checkedText = () => {
    const checked = staffEnquiryReplyRequestSchema.safeParse({ text });
    if (checked.success) {
      setError('');
      return checked.data.text;
    }
    setError(checked.error.issues[0]?.message ?? '');
    document.getElementById(replyBoxId)?.focus();
    return undefined;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const reply = checkedText();
    if (reply === undefined) return;
    await run(async () => {
      const answer = await sendReply(client, enquiry.id, reply);
      setText('');
      setPreview(null);
      setSaid(staffWorkMessages.replyQueued);
      onSent(answer);
    });
    setTimeout(() => document.getElementById(replyBoxId)?.focus(), 0);
  };

  const showPreview = async () => {
    setSaid('');
    const reply = checkedText();
    if (reply !== undefined) await run(async () => setPreview(await previewReply(client, enquiry.id, reply)));
  };

  return (
    <section aria-labelledby="staff-enquiry-reply" className="staff-panel">
      <h2 id="staff-enquiry-reply" className="staff-panel__title">
        Reply by e-mail
      </h2>
      <form onSubmit={send} className="staff-form" noValidate>
        <TextField
          id={replyBoxId}
          label={`Your reply to ${enquiry.email}`}
          multiline
          rows={6}
          maxLength={10000}
          value={text}
          error={error || undefined}
          // The kit ties its error to the box; the hint is tied here beside it.
          aria-describedby={error ? `${replyBoxId}-error staff-reply-hint` : 'staff-reply-hint'}
          onChange={(event) => {
            setText(event.target.value);
            // A preview of other words would mislead.
            setPreview(null);
          }}
        />
        <p id="staff-reply-hint" className="staff-field__hint staff-field__hint--after">
          A blank line starts a new paragraph. The e-mail opens with &ldquo;Dear {enquiry.firstname},&rdquo; and ends with your first name, unless you write
          your own greeting or sign-off. Their answer comes back to the team&rsquo;s address, not your own inbox.
        </p>
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Sending…' : 'Send reply'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => void showPreview()}>
            Preview
          </button>
          <p className="staff-unsaved" role="status" data-testid="reply-status">
            {said}
          </p>
        </div>
      </form>
      {preview && (
        <section className="staff-preview" aria-labelledby="staff-reply-preview-title">
          <div className="staff-preview__bar">
            <h3 id="staff-reply-preview-title" className="staff-preview__label" ref={previewHeading} tabIndex={-1}>
              The e-mail as {enquiry.firstname} will get it
            </h3>
            <button type="button" className="staff-button staff-button--ghost" onClick={() => setPreview(null)}>
              Close preview
            </button>
          </div>
          <dl className="staff-reply-preview__facts">
            <dt>To</dt>
            <dd>{preview.to}</dd>
            <dt>Subject</dt>
            <dd>{preview.subject}</dd>
            <dt>Their answer comes back to</dt>
            <dd>{preview.replyTo}</dd>
          </dl>
          {/* The letter the queue will send, in a frame whose scripts never run. */}
          <iframe className="staff-preview__page" title={`Preview of the reply to ${enquiry.email}`} sandbox="" srcDoc={preview.html} />
        </section>
      )}
    </section>
  );
}
