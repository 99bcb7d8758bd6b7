import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  mailingListLabels,
  mailingLists,
  newsletterMessages,
  notify,
  staffNewsletterInputSchema,
  TextField,
  type MailingList,
  type StaffNewsletter,
  type StaffNewsletterInput,
} from '@tenants/shared';
import { PublishBar } from '../../common/components/publish-bar';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { futureInstant, useEditorKernel } from '../../common/hooks/use-editor-kernel';
import { statusOf } from '../../common/lib/errors';
import { formatDateTime, formatDateTimeZone } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
// The news desk's editor, shared: a newsletter body keeps to the same article policy as an article body.
import { RichTextField } from '../../news/components/rich-text-field';
import { saveNewsletter, previewNewsletter, sendNewsletter, sendTest, unscheduleNewsletter } from '../api/newsletters-api';
import { newsletterStatusLabels } from './newsletter-list';
import { NewsletterPreview } from './newsletter-preview';
import { SendDialog } from './send-dialog';
import { SentNewsletter } from './sent-newsletter';

type Field = 'subject' | 'list' | 'html' | 'sendAt';
type Errors = Partial<Record<Field, string>>;
const inputIds: Record<Field, string> = {
  subject: 'staff-newsletter-subject',
  list: 'staff-newsletter-list',
  html: 'staff-newsletter-body',
  sendAt: 'staff-newsletter-send-at',
};
const fieldOfMessage = new Map<string, Field>([
  [newsletterMessages.subjectRequired, 'subject'],
  [newsletterMessages.htmlRequired, 'html'],
  [newsletterMessages.listInvalid, 'list'],
  [newsletterMessages.sendAtInvalid, 'sendAt'],
]);
const listOptions = mailingLists.map((list) => ({ value: list, label: mailingListLabels[list] }));
/** The editor gives "<p></p>" for an empty body: that is no newsletter. */
const bodyOf = (html: string) => (/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html);

type Busy = 'save' | 'preview' | 'test' | 'send' | 'schedule' | 'unschedule';
type Asking = { kind: 'send' } | { kind: 'schedule'; at: string };

/**
 * The newsletter editor: subject, list, body (the news desk's editor), then Save, Preview (the HTML as the
 * API saved and sanitised it), Send a test to me, Send now and Schedule. Every action saves first. Sending
 * and scheduling ask first, naming the list, and need the fresh second factor (the staff client's
 * re-authentication, as erasure). A newsletter being sent or sent is read-only: its counts and web version.
 */
export function NewsletterForm({ newsletter: initial, onSent }: { newsletter?: StaffNewsletter; onSent?: () => void }) {
  const { client, fail } = useStaff();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<StaffNewsletterInput>(() => ({
    subject: initial?.subject ?? '',
    list: initial?.list ?? 'newsletter',
    html: initial?.html ?? '',
  }));
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // What was last saved: typed changes beyond it are guarded.
  const [savedForm, setSavedForm] = useState(form);
  const kernel = useEditorKernel<Busy, Asking>({
    unsaved: form.subject !== savedForm.subject || form.list !== savedForm.list || bodyOf(form.html) !== bodyOf(savedForm.html),
    refused: (error) => {
      const field = statusOf(error) !== undefined && statusOf(error)! < 500 ? fieldOfMessage.get(errorMessage(error)) : undefined;
      if (field) show({ [field]: errorMessage(error) });
      else fail(error);
    },
  });
  const { busy, ask } = kernel;

  const show = (next: Errors) => {
    setErrors(next);
    const first = (['subject', 'list', 'html', 'sendAt'] as const).find((field) => next[field]);
    if (first) setTimeout(() => document.getElementById(inputIds[first])?.focus(), 0);
  };
  const set = (field: keyof StaffNewsletterInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The input to send, checked with the API's own schema, or the errors shown. */
  const checked = (): StaffNewsletterInput | null => {
    const result = staffNewsletterInputSchema.safeParse({ ...form, html: bodyOf(form.html) });
    if (result.success) return result.data;
    const next: Errors = {};
    for (const issue of result.error.issues) next[issue.path[0] as Field] ??= issue.message;
    show(next);
    return null;
  };

  /** Saves, then does `action`; a new newsletter then moves to its own address with where it now stands. */
  const run = async (kind: Busy, action: (current: StaffNewsletter) => Promise<StaffNewsletter | void>) => {
    const input = checked();
    if (!input) return;
    setErrors({});
    await kernel.run(kind, async () => {
      const sentForm = form;
      const stored = await saveNewsletter(client, saved?.id, input);
      setSaved(stored);
      setSavedForm(sentForm);
      const latest = (await action(stored)) ?? stored;
      if (!initial) navigate(staffPaths.newsletter(latest.id), { replace: true, state: { newsletter: latest } });
    });
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    void run('save', async () => {
      notify.success('Newsletter saved.');
    });
  };
  const showPreview = () => void run('preview', async (stored) => setPreview(await previewNewsletter(client, stored.id)));
  const test = () =>
    void run('test', async (stored) => {
      await sendTest(client, stored.id);
      setNotice(newsletterMessages.testSent);
      notify.success(newsletterMessages.testSent);
    });
  const askSchedule = () => {
    const at = futureInstant(sendAt);
    if (!at) return show({ sendAt: newsletterMessages.sendAtInvalid });
    if (checked()) ask({ kind: 'schedule', at });
  };
  const confirmSend = () => {
    const wanted = kernel.answer();
    if (!wanted) return;
    void run(wanted.kind, async (stored) => {
      const sent = await sendNewsletter(client, stored.id, wanted.kind === 'schedule' ? wanted.at : undefined);
      setSaved(sent);
      const message = wanted.kind === 'schedule' ? newsletterMessages.scheduled : newsletterMessages.sendQueued;
      setNotice(message);
      notify.success(message);
      onSent?.();
      return sent;
    });
  };
  const unschedule = () => {
    if (!saved) return;
    void kernel.run('unschedule', async () => setSaved(await unscheduleNewsletter(client, saved.id)), fail);
  };

  if (saved && (saved.status === 'sending' || saved.status === 'sent')) return <SentNewsletter newsletter={saved} />;
  return (
    <>
      <p className="staff-heading__intro">
        {saved ? (
          <>
            <span className={`staff-badge staff-badge--${saved.status}`} data-testid="newsletter-state">
              {saved.status === 'scheduled' && saved.sendAt ? `Scheduled for ${formatDateTimeZone(saved.sendAt)}` : newsletterStatusLabels[saved.status]}
            </span>{' '}
            Last saved {formatDateTime(saved.updatedAt)}.
          </>
        ) : (
          'A new draft: nothing is sent until you send or schedule it.'
        )}
      </p>
      <form className="staff-form" onSubmit={save} noValidate aria-busy={busy !== null}>
        <TextField
          id={inputIds.subject}
          label="Subject"
          value={form.subject}
          maxLength={200}
          error={errors.subject}
          onChange={(e) => set('subject')(e.target.value)}
        />
        <SelectField
          id={inputIds.list}
          label="List"
          value={form.list}
          options={listOptions}
          error={errors.list}
          onChange={(e) => set('list')(e.target.value)}
        />
        <RichTextField
          id={inputIds.html}
          idStem="staff-newsletter-body"
          label="Newsletter"
          initialHtml={form.html}
          error={errors.html}
          onChange={set('html')}
        />
        <PublishBar
          busy={busy}
          buttons={[
            { label: 'Save', kind: 'save', working: 'Saving…', submit: true },
            { label: 'Preview', kind: 'preview', working: 'Preparing preview…', tone: 'ghost', onClick: showPreview },
            { label: 'Send a test to me', kind: 'test', working: 'Sending a test…', tone: 'ghost', onClick: test },
            { label: 'Send now…', kind: 'send', working: 'Sending…', onClick: () => checked() && ask({ kind: 'send' }) },
            saved?.status === 'scheduled' && { label: 'Back to draft', tone: 'ghost', onClick: unschedule },
          ]}
          schedule={{
            id: inputIds.sendAt,
            label: 'Send at',
            value: sendAt,
            error: errors.sendAt,
            onChange: (value) => {
              setSendAt(value);
              if (errors.sendAt) setErrors((current) => ({ ...current, sendAt: undefined }));
            },
            onAsk: askSchedule,
            button: 'Schedule…',
          }}
          working={{ notice }}
        />
      </form>
      {kernel.asking && (
        <SendDialog
          subject={form.subject}
          list={form.list as MailingList}
          at={kernel.asking.kind === 'schedule' ? kernel.asking.at : undefined}
          onConfirm={confirmSend}
          onCancel={kernel.dismiss}
        />
      )}
      {preview !== null && <NewsletterPreview html={preview} subject={form.subject} onClose={() => setPreview(null)} />}
    </>
  );
}
