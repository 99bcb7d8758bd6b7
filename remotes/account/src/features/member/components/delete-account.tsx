import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, messages, paths } from '@tenants/shared/core';
import { accountDataMessages, type Session } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';
import { PasswordField } from '../../screen/components/password-field';

/** What the login screen shows once the account is gone: the sentence rides in the history entry's state. */
export interface AccountNotice {
  notice: string;
}

/**
 * "Delete my account" (UK GDPR Art. 17): a warning, the password, and a second step that asks once more.
 * The server erases the account and ends the session; the browser then logs out as Logout does, and the
 * login screen says the account has been deleted.
 */
export function DeleteAccount({ connect, session }: { connect: Connect; session: Session }) {
  const id = useId();
  const fieldId = `${id}-password`;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returning = useRef<'field' | 'button' | null>(null);

  // Focus follows the step: to the question when it shows, back to the field or the button when it goes.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (returning.current === 'field') document.getElementById(fieldId)?.focus();
    else if (returning.current === 'button') deleteButton.current?.focus();
    returning.current = null;
  }, [confirming, fieldError, fieldId]);

  function ask(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    if (!password) {
      returning.current = 'field';
      setFieldError(accountDataMessages.passwordRequired);
      return;
    }
    setFieldError('');
    setConfirming(true);
  }

  function cancel() {
    returning.current = 'button';
    setConfirming(false);
  }

  async function erase() {
    setBusy(true);
    setProblem('');
    const connected = await connect().catch(() => null);
    try {
      if (!connected) throw new Error('The account code could not be loaded.');
      await connected.api.deleteAccount(connected.client, password);
      session.logout();
      const state: AccountNotice = { notice: accountDataMessages.deleted };
      navigate(paths.login, { replace: true, state });
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      if (connected?.api.refusedInput(error)) {
        // The password missing or not right: said beside the field, which takes the focus.
        returning.current = 'field';
        setFieldError(connected.api.errorMessage(error));
      } else {
        returning.current = 'button';
        setProblem(connected ? connected.api.errorMessage(error) : messages.generic);
      }
    }
  }

  return (
    <section className="account-data account-data--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        Delete my account
      </h2>
      <p className="account-data__warning" id={`${id}-warning`}>
        This erases your account and your personal details, and takes you off our e-mail lists. Records of your donations are kept without your personal
        details, as the law requires. It cannot be undone.
      </p>
      <form onSubmit={ask} noValidate aria-describedby={`${id}-warning`}>
        <PasswordField
          id={fieldId}
          label="Password"
          autoComplete="current-password"
          value={password}
          error={fieldError || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {confirming ? (
          <div className="account-confirm" role="group" aria-labelledby={`${id}-question`}>
            <p id={`${id}-question`} ref={question} tabIndex={-1} className="account-confirm__question ui-focus-target">
              Are you sure? Your account will be deleted and you will be logged out.
            </p>
            <div className="account-confirm__actions">
              <button type="button" className="ui-button account-danger" onClick={erase} disabled={busy}>
                {busy ? 'Deleting…' : 'Yes, delete my account'}
              </button>
              <Button variant="secondary" onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <button ref={deleteButton} type="submit" className="ui-button account-danger" aria-describedby={problem ? `${id}-problem` : undefined}>
            Delete my account
          </button>
        )}
        <p id={`${id}-problem`} role="status" className={problem ? 'account-data__notice account-data__notice--problem' : 'account-data__notice'}>
          {problem}
        </p>
      </form>
    </section>
  );
}
