import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  accountMessages,
  createApiClient,
  defaultRuntimeConfig,
  invitationAcceptSchema,
  messages,
  notify,
  serverMessages,
  staffRoleLabels,
  staffWorkMessages,
  TextField,
  type StaffRole,
} from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { messageOf, statusOf } from '../../common/lib/errors';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { acceptInvitation, lookupInvitation } from '../api/team-api';
import '../../gate/components/gate-screens.css';

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; email: string; role: StaffRole; hasAccount: boolean }
  | { kind: 'accepted'; message: string };

type Field = 'firstname' | 'lastname' | 'password';
const fieldIds: Record<Field, string> = {
  firstname: 'staff-invite-firstname',
  lastname: 'staff-invite-lastname',
  password: 'staff-invite-password',
};
/** The API's refusals of one field, shown beside it (a common password, a wrong one). */
const fieldOfRefusal = new Map<string, Field>([
  [messages.passwordTooCommon, 'password'],
  [serverMessages.passwordTooShort, 'password'],
  [messages.passwordTooShort, 'password'],
  [accountMessages.loginFailed, 'password'],
]);
/** The server's short words, said as the sign-up form says them. */
const refusalWords = new Map<string, string>([[serverMessages.passwordTooShort, messages.passwordTooShort]]);
const required: Partial<Record<Field, string>> = {
  firstname: 'Please provide your first name.',
  lastname: 'Please provide your last name.',
};

/**
 * /staff/invitation?token=…: the link an invitation mail carries, opened before its account
 * exists, so drawn without a session and without the staff gate. It asks what the link is for; someone with an
 * account gives its password only, a new person their name and a password (no phone: staff are reached by e-mail). Then a link to log in, after
 * which they set up their second factor as every member of staff does.
 */
export function InvitationPage({ config, session }: ScreenProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useMemo(() => createApiClient(config ?? defaultRuntimeConfig), [config]);
  const [step, setStep] = useState<Step>({ kind: 'checking' });

  useEffect(() => {
    if (!token) {
      setStep({ kind: 'invalid', message: staffWorkMessages.invitationInvalid });
      return undefined;
    }
    const controller = new AbortController();
    lookupInvitation(client, token, controller.signal).then(
      (found) => setStep({ kind: 'form', ...found }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = statusOf(error);
        setStep({ kind: 'invalid', message: status && status < 500 ? staffWorkMessages.invitationInvalid : await messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [client, token]);

  // Each step is a new page for a screen reader: the focus goes to its heading.
  useEffect(() => {
    if (step.kind !== 'checking') document.querySelector<HTMLElement>('.staff-heading__title')?.focus();
  }, [step.kind]);

  if (step.kind === 'checking') {
    return (
      <>
        <PageHeading title="Your invitation" />
        <p className="staff-status" role="status">
          Checking your invitation…
        </p>
      </>
    );
  }
  if (step.kind === 'invalid') {
    return (
      <section className="staff-gate">
        <PageHeading title="Invitation not valid" />
        <p className="staff-gate__message">{step.message}</p>
      </section>
    );
  }
  if (step.kind === 'accepted') {
    return (
      <section className="staff-gate">
        <PageHeading title="You are on the team" />
        <p className="staff-gate__message" role="status">
          {step.message}
        </p>
        <p>
          <Link to={staffPaths.loginToStaff} className="ui-button ui-button--primary">
            Log in
          </Link>
        </p>
      </section>
    );
  }
  return (
    <AcceptForm
      client={client}
      token={token}
      invitation={step}
      onAccepted={({ message, payload }) => {
        // Signed in at once and on to setting up the second factor; without a session to hold it, a link to log in.
        if (session) {
          session.login(payload.token);
          notify.success(message);
          navigate(payload.next, { replace: true });
        } else setStep({ kind: 'accepted', message });
      }}
    />
  );
}

interface AcceptProps {
  client: ReturnType<typeof createApiClient>;
  token: string;
  invitation: { email: string; role: StaffRole; hasAccount: boolean };
  onAccepted(answer: Awaited<ReturnType<typeof acceptInvitation>>): void;
}

function AcceptForm({ client, token, invitation, onAccepted }: AcceptProps) {
  const [values, setValues] = useState<Record<Field, string>>({ firstname: '', lastname: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { hasAccount } = invitation;
  const fields: Field[] = hasAccount ? ['password'] : ['firstname', 'lastname', 'password'];

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const body = hasAccount ? { token, password: values.password } : { token, ...values };
    const next: Partial<Record<Field, string>> = {};
    // A new person's name: the contract leaves it optional for someone with an account, so it is asked here.
    if (!hasAccount) for (const field of ['firstname', 'lastname'] as const) if (!values[field].trim()) next[field] = required[field];
    const checked = invitationAcceptSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (fields.includes(field)) next[field] ??= issue.message;
      }
    }
    if (Object.keys(next).length > 0 || !checked.success) {
      setErrors(next);
      const first = fields.find((field) => next[field]);
      if (first) document.getElementById(fieldIds[first])?.focus();
      else if (!checked.success) setFailure(checked.error.issues[0]?.message ?? staffWorkMessages.invitationInvalid);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onAccepted(await acceptInvitation(client, checked.data));
    } catch (error) {
      const message = await messageOf(error);
      const field = statusOf(error) !== undefined && statusOf(error)! < 500 ? fieldOfRefusal.get(message) : undefined;
      if (field && fields.includes(field)) {
        setErrors({ [field]: refusalWords.get(message) ?? message });
        document.getElementById(fieldIds[field])?.focus();
      } else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-gate">
      <PageHeading title="Join the staff area">
        <p className="staff-heading__intro">
          You are invited as {staffRoleLabels[invitation.role]}, with the address {invitation.email}.
        </p>
      </PageHeading>
      <p>{hasAccount ? 'This address already has an account on the site: confirm with its password.' : 'Set up your account: your name and a password.'}</p>
      {failure && (
        <p className="staff-gate__message ui-field__error" role="alert">
          {failure}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} className="staff-form" noValidate>
        {!hasAccount && (
          <>
            <TextField
              id={fieldIds.firstname}
              label="First name"
              autoComplete="given-name"
              maxLength={100}
              value={values.firstname}
              error={errors.firstname}
              onChange={(e) => set('firstname')(e.target.value)}
            />
            <TextField
              id={fieldIds.lastname}
              label="Last name"
              autoComplete="family-name"
              maxLength={100}
              value={values.lastname}
              error={errors.lastname}
              onChange={(e) => set('lastname')(e.target.value)}
            />
          </>
        )}
        <TextField
          id={fieldIds.password}
          label={hasAccount ? 'Your password' : 'Choose a password'}
          type="password"
          autoComplete={hasAccount ? 'current-password' : 'new-password'}
          maxLength={200}
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
          {busy ? 'Joining…' : 'Accept the invitation'}
        </button>
      </form>
    </section>
  );
}
