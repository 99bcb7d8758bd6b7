import { useEffect, useId, useRef, useState } from 'react';
import { messages, TextField, useContractForm } from '@tenants/shared/core';
import type { Connect, Connected } from '../../screen/api/load-shared-api';
import { PasswordField } from '../../screen/components/password-field';

type Profile = Awaited<ReturnType<Connected['api']['loadProfile']>>;

/**
 * A refusal beside the field it names (`fieldFor` picks it from the words), or in the status line when the
 * server refused no field.
 */
async function refusalOf<F extends string>(connect: Connect, error: unknown, fieldFor: (message: string) => F) {
  const { api } = await connect();
  const message = api.errorMessage(error);
  return api.refusedField(error) ? { field: fieldFor(message), message } : { message: message || messages.generic };
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
  const form = useContractForm({
    initial: { firstname: profile.firstname, lastname: profile.lastname, phone: profile.phone },
    check: async (values) => (await connect()).api.accountDetailsSchema.safeParse(values),
    send: async (data) => {
      const { api, client } = await connect();
      const message = await api.saveDetails(client, data);
      onSaved({ ...profile, ...data });
      return message ?? 'Your details are saved.';
    },
    // A phone the checker refuses, or another account's, belongs beside the phone field.
    refused: (error) => refusalOf(connect, error, () => 'phone' as const),
  });

  return (
    <form className="account-form" onSubmit={form.onSubmit} noValidate aria-label="Name and phone">
      <TextField label="First name" autoComplete="given-name" {...form.field('firstname')} />
      <TextField label="Last name" autoComplete="family-name" {...form.field('lastname')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <button type="submit" className="ui-button" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save my details'}
      </button>
      <p className="account-data__notice" role="status">
        {form.notice}
      </p>
    </form>
  );
}

function ChangeEmail({ connect, current }: { connect: Connect; current: string }) {
  const form = useContractForm({
    initial: { email: '', password: '' },
    check: async (values) => (await connect()).api.accountEmailSchema.safeParse(values),
    send: async ({ email, password }) => {
      const { api, client } = await connect();
      return api.askEmailChange(client, email, password);
    },
    clearOnSuccess: ['email', 'password'],
    // The password's refusal beside the password; the address's beside the address.
    refused: (error) => refusalOf(connect, error, (message) => (/password/i.test(message) ? 'password' : 'email')),
  });

  return (
    <form className="account-form" onSubmit={form.onSubmit} noValidate aria-label="Change your e-mail address">
      <h3 className="account-data__subtitle">E-mail address</h3>
      <p className="account-data__text">
        Your account’s address is {current}. We send a link to the new address: it changes when you follow it, and we tell your current address.
      </p>
      <TextField label="New e-mail address" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label="Your password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="ui-button" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send the link'}
      </button>
      <p className="account-data__notice" role="status">
        {form.notice}
      </p>
    </form>
  );
}

function ChangePassword({ connect }: { connect: Connect }) {
  const form = useContractForm({
    initial: { current_password: '', new_password: '' },
    check: async (values) => (await connect()).api.accountPasswordSchema.safeParse(values),
    send: async (data) => {
      const { api, client } = await connect();
      return api.changePassword(client, data.current_password, data.new_password);
    },
    clearOnSuccess: ['current_password', 'new_password'],
    // "Your current password is not right." beside the current one; a short or common new one beside the new.
    refused: (error) => refusalOf(connect, error, (message) => (/current password/i.test(message) ? 'current_password' : 'new_password')),
  });

  return (
    <form className="account-form" onSubmit={form.onSubmit} noValidate aria-label="Change your password">
      <h3 className="account-data__subtitle">Password</h3>
      <PasswordField label="Current password" autoComplete="current-password" {...form.field('current_password')} />
      <PasswordField label="New password" autoComplete="new-password" {...form.field('new_password')} />
      <button type="submit" className="ui-button" disabled={form.busy}>
        {form.busy ? 'Changing…' : 'Change my password'}
      </button>
      <p className="account-data__notice" role="status">
        {form.notice}
      </p>
    </form>
  );
}
