import { useState, type FormEvent } from 'react';
import { releaseTokenCreateSchema, remoteNames, TextField, type ReleaseToken } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { createReleaseToken, getReleaseTokens, revokeReleaseToken } from '../api/release-tokens-api';

interface Props {
  /** The remotes released on the site; the spec's four are offered too, for a team's first release. */
  released: readonly string[];
  busy: boolean;
  perform(action: () => Promise<string>): Promise<void>;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'Never');

/**
 * Teams' release tokens (docs/releases.md "A team's release"): who holds each, its remotes, when it was last
 * used; made here for one or more remotes and shown once (the site keeps only its hash), and revoked here.
 */
export function ReleaseTokens({ released, busy, perform }: Props) {
  const { client } = useStaff();
  const tokens = useLoad((signal) => getReleaseTokens(client, signal), [client]);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; remotes?: string }>({});
  const [shown, setShown] = useState<{ token: string; release: ReleaseToken } | null>(null);
  const [revoking, setRevoking] = useState<ReleaseToken | null>(null);
  const offered = [...new Set([...released, ...remoteNames])].sort();

  const create = (event: FormEvent) => {
    event.preventDefault();
    const checked = releaseTokenCreateSchema.safeParse({ name, remotes: chosen });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as 'name' | 'remotes'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void perform(async () => {
      const created = await createReleaseToken(client, checked.data);
      setShown(created);
      setName('');
      setChosen([]);
      tokens.reload();
      return `Release token made for ${created.release.name}: copy it now, it is not shown again.`;
    });
  };

  const columns: Array<Column<ReleaseToken>> = [
    { header: 'Held by', rowHeader: true, cell: (t) => t.name },
    { header: 'Remotes', cell: (t) => t.remotes.join(', ') },
    { header: 'Made', cell: (t) => `${when(t.createdAt)} by ${t.createdBy}` },
    { header: 'Last used', cell: (t) => when(t.lastUsedAt) },
    {
      header: 'State',
      cell: (t) =>
        t.revokedAt ? (
          `Revoked ${when(t.revokedAt)}`
        ) : (
          <button type="button" className="staff-button staff-button--danger" disabled={busy} onClick={() => setRevoking(t)}>
            Revoke<span className="ui-visually-hidden"> the token of {t.name}</span>
          </button>
        ),
    },
  ];

  return (
    <section className="staff-release" aria-labelledby="release-tokens-title">
      <h2 id="release-tokens-title">Release tokens</h2>
      <p>A team releases its own remotes with a token, from its own checkout or CI: it gives no other access to the site.</p>
      {tokens.data && tokens.data.length > 0 && (
        <ListTable caption="Tokens made, with their remotes and last use" hideCaption columns={columns} rows={tokens.data} rowKey={(t) => t.id} />
      )}
      {shown && (
        <div className="staff-release__token" role="group" aria-label="The new token">
          <p>
            The token for {shown.release.name} ({shown.release.remotes.join(', ')}). Copy it now: it is not shown again.
          </p>
          <TextField label="Token" value={shown.token} readOnly onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="staff-button staff-button--ghost" onClick={() => setShown(null)}>
            I have copied it
          </button>
        </div>
      )}
      <form className="staff-form staff-release__form" onSubmit={create} noValidate aria-labelledby="release-token-new">
        <h3 id="release-token-new" className="staff-release__subtitle">
          Make a release token
        </h3>
        <TextField
          label="Who holds it"
          hint="A team or its CI, as the history will name it."
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className="ui-field">
          <legend className="ui-field__label">Remotes it may release</legend>
          {errors.remotes && <p className="ui-field__error">{errors.remotes}</p>}
          {offered.map((remote) => (
            <label key={remote} className="staff-release__remote">
              <input
                type="checkbox"
                checked={chosen.includes(remote)}
                onChange={(e) => setChosen((list) => (e.target.checked ? [...list, remote] : list.filter((r) => r !== remote)))}
              />{' '}
              {remote}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="staff-button" disabled={busy}>
          Make the token
        </button>
      </form>
      {revoking && (
        <ConfirmDialog
          title={`Revoke the token of ${revoking.name}?`}
          confirmLabel="Revoke"
          busy={busy}
          onConfirm={() => {
            const id = revoking.id;
            setRevoking(null);
            void perform(async () => {
              const message = await revokeReleaseToken(client, id);
              tokens.reload();
              return message;
            });
          }}
          onCancel={() => setRevoking(null)}
        >
          <p>Its next use is refused. The team needs a new token to release again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
