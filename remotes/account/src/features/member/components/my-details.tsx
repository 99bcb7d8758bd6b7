import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '@tenants/shared/core';
import { TextField } from '@tenants/shared';
import type { Connect, Connected } from '../../screen/api/load-shared-api';
import { PasswordField } from '../../screen/components/password-field';

type Profile = Awaited<ReturnType<Connected['api']['loadProfile']>>;
type Errors<F extends string> = Partial<Record<F, string>>;

/** The first field with a problem takes the focus (the message is beside it and tied to it). */
function focusFirst<F extends string>(ids: Record<F, string>, order: readonly F[], errors: Errors<F>) {
  const first = order.find((field) => errors[field]);
  if (first) setTimeout(() => document.getElementById(ids[first])?.focus(), 0);
}

/** The zod check's first message per field. */
function issuesOf<F extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors<F> {
  const errors: Errors<F> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

/**
 * "Your details": the member's name and phone (saved at once), their e-mail (a link goes to the new address;
 * the old one is told; nothing changes until it is followed) and their password (the current one needed;
 * every other session ends). Each refusal is shown beside its field, and each outcome in a status line.
 */
export function MyDetails({ connect }: { connect: Connect }) {
  const id = useId();
  const [profile, setProfile] = useState<Profile | null | 'failed'>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    connect()
      .then(({ api, client }) => api.loadProfile(client))
      .then(
        (loaded) => live.current && setProfile(loaded),
        () => live.current && setProfile('failed'),
      );
    return () => {
      live.current = false;
    };
  }, [connect]);

  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        Your details
      </h2>
      {profile === null || profile === 'failed' ? (
        <p className="account-data__text" role="status">
          {profile === null ? 'Loading your details…' : 'Sorry, your details could not be loaded. Please try again later.'}
        </p>
      ) : (
        <>
          <NameAndPhone connect={connect} profile={profile} onSaved={setProfile} />
          <ChangeEmail connect={connect} current={profile.email} />
          <ChangePassword connect={connect} />
        </>
      )}
    </section>
  );
}

function NameAndPhone({ connect, profile, onSaved }: { connect: Connect; profile: Profile; onSaved(profile: Profile): void }) {
  const id = useId();
  const ids = { firstname: `${id}-firstname`, lastname: `${id}-lastname`, phone: `${id}-phone` };
  const order = ['firstname', 'lastname', 'phone'] as const;
  const [form, setForm] = useState({ firstname: profile.firstname, lastname: profile.lastname, phone: profile.phone });
  const [errors, setErrors] = useState<Errors<(typeof order)[number]>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: (typeof order)[number]) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const { api, client } = await connect();
    const checked = api.accountDetailsSchema.safeParse(form);
    if (!checked.success) {
      const next = issuesOf<(typeof order)[number]>(checked.error.issues);
      setErrors(next);
      return focusFirst(ids, order, next);
    }
    setBusy(true);
    try {
      const message = await api.saveDetails(client, checked.data);
      setErrors({});
      setNotice(message ?? 'Your details are saved.');
      onSaved({ ...profile, ...checked.data });
    } catch (error) {
      // A phone the checker refuses, or another account's, belongs beside the phone field.
      if (api.refusedField(error)) {
        const next = { phone: api.errorMessage(error) };
        setErrors(next);
        focusFirst(ids, order, next);
      } else setNotice(api.errorMessage(error) || messages.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Name and phone">
      <TextField
        id={ids.firstname}
        label="First name"
        autoComplete="given-name"
        value={form.firstname}
        error={errors.firstname}
        onChange={(e) => set('firstname')(e.target.value)}
      />
      <TextField
        id={ids.lastname}
        label="Last name"
        autoComplete="family-name"
        value={form.lastname}
        error={errors.lastname}
        onChange={(e) => set('lastname')(e.target.value)}
      />
      <TextField
        id={ids.phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        error={errors.phone}
        onChange={(e) => set('phone')(e.target.value)}
      />
      <button type="submit" className="ui-button" disabled={busy}>
        {busy ? 'Saving…' : 'Save my details'}
      </button>
      <p className="account-data__notice" role="status">
        {notice}
      </p>
    </form>
  );
}

function ChangeEmail({ connect, current }: { connect: Connect; current: string }) {
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  const order = ['email', 'password'] as const;
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<(typeof order)[number]>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const { api, client } = await connect();
    const checked = api.accountEmailSchema.safeParse(form);
    if (!checked.success) {
      const next = issuesOf<(typeof order)[number]>(checked.error.issues);
      setErrors(next);
      return focusFirst(ids, order, next);
    }
    setBusy(true);
    try {
      const message = await api.askEmailChange(client, checked.data.email, checked.data.password);
      setErrors({});
      setForm({ email: '', password: '' });
      setNotice(message ?? '');
    } catch (error) {
      if (api.refusedField(error)) {
        const message = api.errorMessage(error);
        // The password's refusal beside the password; the address's beside the address.
        const next = /password/i.test(message) ? { password: message } : { email: message };
        setErrors(next);
        focusFirst(ids, order, next);
      } else setNotice(api.errorMessage(error) || messages.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Change your e-mail address">
      <h3 className="account-data__subtitle">E-mail address</h3>
      <p className="account-data__text">
        Your account’s address is {current}. We send a link to the new address: it changes when you follow it, and we tell your current address.
      </p>
      <TextField
        id={ids.email}
        label="New e-mail address"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(e) => {
          setForm((f) => ({ ...f, email: e.target.value }));
          if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
        }}
      />
      <PasswordField
        id={ids.password}
        label="Your password"
        autoComplete="current-password"
        value={form.password}
        error={errors.password}
        onChange={(e) => {
          setForm((f) => ({ ...f, password: e.target.value }));
          if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
        }}
      />
      <button type="submit" className="ui-button" disabled={busy}>
        {busy ? 'Sending…' : 'Send the link'}
      </button>
      <p className="account-data__notice" role="status">
        {notice}
      </p>
    </form>
  );
}

function ChangePassword({ connect }: { connect: Connect }) {
  const id = useId();
  const ids = { current_password: `${id}-current`, new_password: `${id}-new` };
  const order = ['current_password', 'new_password'] as const;
  const [form, setForm] = useState({ current_password: '', new_password: '' });
  const [errors, setErrors] = useState<Errors<(typeof order)[number]>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const { api, client } = await connect();
    const checked = api.accountPasswordSchema.safeParse(form);
    if (!checked.success) {
      const next = issuesOf<(typeof order)[number]>(checked.error.issues);
      setErrors(next);
      return focusFirst(ids, order, next);
    }
    setBusy(true);
    try {
      const message = await api.changePassword(client, checked.data.current_password, checked.data.new_password);
      setErrors({});
      setForm({ current_password: '', new_password: '' });
      setNotice(message ?? '');
    } catch (error) {
      if (api.refusedField(error)) {
        const message = api.errorMessage(error);
        // "Your current password is not right." beside the current one; a short or common new one beside the new.
        const next = /current password/i.test(message) ? { current_password: message } : { new_password: message };
        setErrors(next);
        focusFirst(ids, order, next);
      } else setNotice(api.errorMessage(error) || messages.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Change your password">
      <h3 className="account-data__subtitle">Password</h3>
      <PasswordField
        id={ids.current_password}
        label="Current password"
        autoComplete="current-password"
        value={form.current_password}
        error={errors.current_password}
        onChange={(e) => {
          setForm((f) => ({ ...f, current_password: e.target.value }));
          if (errors.current_password) setErrors((x) => ({ ...x, current_password: undefined }));
        }}
      />
      <PasswordField
        id={ids.new_password}
        label="New password"
        autoComplete="new-password"
        value={form.new_password}
        error={errors.new_password}
        onChange={(e) => {
          setForm((f) => ({ ...f, new_password: e.target.value }));
          if (errors.new_password) setErrors((x) => ({ ...x, new_password: undefined }));
        }}
      />
      <button type="submit" className="ui-button" disabled={busy}>
        {busy ? 'Changing…' : 'Change my password'}
      </button>
      <p className="account-data__notice" role="status">
        {notice}
      </p>
    </form>
  );
}
