import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingOverlay, TextField, accountMessages, messages, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, useLazyApiClient, type Connected } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';
import { SubmitButton } from '../../screen/components/submit-button';
import { PasswordField } from '../../screen/components/password-field';
import { useFieldErrors } from '../../screen/hooks/use-field-errors';
import { MemberPanel } from '../../member/components/member-panel';
import { useTokenCheck } from '../../session/hooks/use-token-check';
import { EmailField } from '../../screen/components/email-field';
import { keepingNext, sendOnTo } from '../../screen/lib/send-on-to';

type Field = 'firstname' | 'lastname' | 'email' | 'phone' | 'password';
const empty: Record<Field, string> = { firstname: '', lastname: '', email: '', phone: '', password: '' };

/**
 * docs/product/accounts-and-guides.md sign-up: Create Account, then "Thanks for signing up!". A visitor who arrives with a token the
 * server accepts is logged in and sent to /login (docs/product/accounts-and-guides.md). With `?next=` (an
 * event's Join For Free) the new member, or one already signed in, goes back to that page instead.
 */
export function SignUpScreen(props: RemoteProps) {
  const { session } = props;
  const connect = useLazyApiClient(props);
  const next = sendOnTo(useSearchParams()[0].get('next'));
  const navigate = useNavigate();
  const checking = useTokenCheck(connect, session, next ?? paths.login);
  const { invalid, idOf, fail, clear } = useFieldErrors<Field>();
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);

  const field = (name: Field) => ({
    id: idOf(name),
    value: form[name],
    invalid: invalid[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  /** docs/product/accounts-and-guides.md's order: first name, last name, e-mail (required, then valid), phone (required, then valid). */
  async function firstProblem({ api, client }: Connected): Promise<[Field, string] | null> {
    if (!api.requiredText(messages.firstNameRequired).safeParse(form.firstname).success) return ['firstname', messages.firstNameRequired];
    if (!api.requiredText(messages.lastNameRequired).safeParse(form.lastname).success) return ['lastname', messages.lastNameRequired];
    const email = await api.checkEmail(client, form.email);
    if (email) return ['email', email];
    const phone = await api.checkPhone(client, form.phone);
    if (phone) return ['phone', phone];
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clear();
    setBusy(true);
    let api: Connected['api'] | undefined;
    try {
      const connection = await connect();
      api = connection.api;
      const problem = await firstProblem(connection);
      if (problem) return fail(...problem);
      // The minimum length is the server's rule (docs/product/accounts-and-guides.md); its answer is mapped below.
      const token = await api.register(connection.client, form);
      setRegistered(true);
      session.login(token);
      // The thanks go with them as a toast, as the page they came from is where they meant to be.
      if (next) {
        api.notify.success(accountMessages.registered);
        navigate(next, { replace: true });
      }
    } catch (error) {
      // Without the package (its files out of reach) there is no toast to raise: the failure is the page's.
      if (!api) throw error;
      const { message, field: about } = api.registerError(error);
      if (about) fail(about, message);
      else api.notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (session.loggedIn && registered) {
    return (
      <AccountLayout title={accountMessages.registered} view="member" intro="Your free membership has started.">
        <MemberPanel message={accountMessages.loggedIn} />
      </AccountLayout>
    );
  }
  // Arrived logged in: the check above sends the visitor on (/login, or ?next=); without one pending, go now.
  if (session.loggedIn && !checking) return <Navigate to={next ?? paths.login} replace />;

  return (
    <AccountLayout title="Create Account" view="form" intro="Join for free to download our guides and book a free 30-minute consultation.">
      <NeedsScript to="join" />
      {/* method="post": sent the browser's way (its script missing), the password never goes into the address. */}
      <form
        className="account-form ui-fill"
        method="post"
        data-needs-js=""
        onSubmit={submit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <div className="account-form__pair">
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        </div>
        <EmailField {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        <PasswordField label="Password" autoComplete="new-password" aria-describedby={`${idOf('password')}-hint`} {...field('password')} />
        <p className="account-form__hint" id={`${idOf('password')}-hint`}>
          At least 8 characters.
        </p>
        <SubmitButton busy={busy}>Create Account</SubmitButton>
        <p className="account-form__switch">
          Already a member?{' '}
          <Link to={keepingNext(paths.login, next)} className="account-link">
            Log in
          </Link>
        </p>
      </form>
      <LoadingOverlay active={busy || checking} label={checking ? 'Checking your session' : 'Creating your account'} />
    </AccountLayout>
  );
}
