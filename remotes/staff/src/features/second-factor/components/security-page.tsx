import { startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { notify, type StaffPasskey } from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { formatDateTime } from '../../common/lib/format';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey } from '../api/second-factor-api';
import { CodeField } from './code-field';

/** /staff/security: your passkeys (add one from this device, remove one). */
export function SecurityPage() {
  const { client } = useStaff();
  const loaded = useLoad((signal) => listPasskeys(client, signal), [client]);
  const [passkeys, setPasskeys] = useState<StaffPasskey[] | null>(null);
  const [name, setName] = useState('');
  const { busy, run } = useStaffAction();
  const shown = passkeys ?? loaded.data ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const optionsJSON = await passkeyRegistrationOptions(client);
      const response = await startRegistration({ optionsJSON });
      setPasskeys(await registerPasskey(client, response, name));
      setName('');
      notify.success('Passkey added.');
    });
  };
  const remove = (id: string) =>
    void run(async () => {
      setPasskeys(await removePasskey(client, id));
      notify.success('Passkey removed.');
    });

  return (
    <>
      <PageHeading title="Security" />
      <h2>Passkeys</h2>
      <p>A passkey lets you confirm it&apos;s you with this device&apos;s fingerprint, face or screen lock instead of a code.</p>
      {loaded.loading && !passkeys && <p role="status">Loading…</p>}
      {shown.length > 0 ? (
        <ul className="staff-passkeys">
          {shown.map((p) => (
            <li key={p.id}>
              {p.name} (added {formatDateTime(p.createdAt)}
              {p.lastUsedAt ? `, last used ${formatDateTime(p.lastUsedAt)}` : ''}){' '}
              <button type="button" className="ui-button" disabled={busy} onClick={() => remove(p.id)} aria-label={`Remove ${p.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        !loaded.loading && <p>You have no passkeys yet.</p>
      )}
      <form onSubmit={add} noValidate>
        <CodeField label="Name for the new passkey (optional)" autoComplete="off" value={name} onChange={setName} error={null} />
        <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
          Add a passkey
        </button>
      </form>
    </>
  );
}
