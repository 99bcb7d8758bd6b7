import { useId, useState, type FormEvent } from 'react';
import { releaseCanaryRequestSchema, TextField, type ReleaseRemote } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { promoteCanary, rollBack, startCanary } from '../api/releases-api';

interface Props {
  release: ReleaseRemote;
  busy: boolean;
  perform(action: () => Promise<string>): Promise<void>;
}

/** An action waiting for the admin's yes: what it is called, and what visitors will get. */
interface Pending {
  title: string;
  text: string;
  confirmLabel: string;
  run(): Promise<string>;
}

/**
 * Start a canary, promote it, end it, or roll back to a deployed version. Each asks first, saying what
 * visitors will get; the API may then ask the admin to confirm it's them (the staff client's dialog).
 */
export function ReleaseActions({ release, busy, perform }: Props) {
  const { client } = useStaff();
  const { remote, stable, canary, deployed } = release;
  const ids = useId();
  const others = deployed.filter((version) => version !== stable);
  const [canaryVersion, setCanaryVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [errors, setErrors] = useState<{ version?: string; percent?: string }>({});
  const [rollbackVersion, setRollbackVersion] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);

  const chosenCanary = canaryVersion || others[0] || '';
  const chosenRollback = rollbackVersion || others[0] || '';
  const named = (message: string) => `${remote}: ${message}`;
  const endsCanary = canary ? ` The running canary ${canary.version} ends.` : '';

  const askCanary = (event: FormEvent) => {
    event.preventDefault();
    const checked = releaseCanaryRequestSchema.safeParse({ version: chosenCanary, percent: percent.trim() === '' ? undefined : Number(percent) });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as 'version' | 'percent'] ??= issue.message;
      setErrors(found);
      document.getElementById(found.version ? `${ids}-canary-version` : `${ids}-canary-percent`)?.focus();
      return;
    }
    setErrors({});
    const { version, percent: share } = checked.data;
    setPending({
      title: `Start a canary of ${remote}?`,
      text: `${share} % of page loads will get ${version}; the others keep the stable version ${stable}.${canary ? ` It replaces the running canary ${canary.version}.` : ''} A canary that does worse than the stable version is rolled back automatically.`,
      confirmLabel: 'Start the canary',
      run: async () => named(await startCanary(client, remote, { version, percent: share })),
    });
  };

  const askRollback = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenRollback) return;
    setPending({
      title: `Roll ${remote} back to ${chosenRollback}?`,
      text: `Every page load will get ${chosenRollback} instead of ${stable}.${endsCanary}`,
      confirmLabel: 'Roll back',
      run: async () => named(await rollBack(client, remote, chosenRollback)),
    });
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    void perform(pending.run);
  };

  return (
    <div className="staff-release__actions">
      {canary && (
        <div className="staff-actions">
          <button
            type="button"
            className="staff-button"
            disabled={busy}
            onClick={() =>
              setPending({
                title: `Promote ${canary.version} of ${remote}?`,
                text: `Every page load will get ${canary.version}; ${stable} stops being served.`,
                confirmLabel: 'Promote',
                run: async () => named(await promoteCanary(client, remote)),
              })
            }
          >
            Promote the canary
          </button>
          <button
            type="button"
            className="staff-button staff-button--ghost"
            disabled={busy}
            onClick={() =>
              setPending({
                title: `End the canary ${canary.version} of ${remote}?`,
                text: `Every page load will get the stable version ${stable} again.`,
                confirmLabel: 'End the canary',
                run: async () => named(await rollBack(client, remote)),
              })
            }
          >
            End the canary
          </button>
        </div>
      )}
      {stable && others.length > 0 && (
        <form className="staff-form staff-release__form" onSubmit={askCanary} noValidate aria-labelledby={`${ids}-canary-title`}>
          <h3 id={`${ids}-canary-title`} className="staff-release__subtitle">
            Start a canary<span className="ui-visually-hidden"> of {remote}</span>
          </h3>
          <SelectField
            id={`${ids}-canary-version`}
            label="Version"
            value={chosenCanary}
            options={others.map((version) => ({ value: version, label: version }))}
            error={errors.version}
            onChange={(event) => setCanaryVersion(event.target.value)}
          />
          <TextField
            id={`${ids}-canary-percent`}
            label="Share of page loads (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={percent}
            error={errors.percent}
            onChange={(event) => setPercent(event.target.value)}
          />
          <button type="submit" className="staff-button" disabled={busy}>
            Start a canary…
          </button>
        </form>
      )}
      {stable && others.length > 0 && (
        <form className="staff-form staff-release__form" onSubmit={askRollback} aria-labelledby={`${ids}-rollback-title`}>
          <h3 id={`${ids}-rollback-title`} className="staff-release__subtitle">
            Roll back to another version<span className="ui-visually-hidden"> of {remote}</span>
          </h3>
          <SelectField
            id={`${ids}-rollback-version`}
            label="Version"
            hint="Deployed versions, newest first."
            value={chosenRollback}
            options={others.map((version) => ({ value: version, label: version }))}
            onChange={(event) => setRollbackVersion(event.target.value)}
          />
          <button type="submit" className="staff-button staff-button--danger" disabled={busy}>
            Roll back…
          </button>
        </form>
      )}
      {pending && (
        <ConfirmDialog title={pending.title} confirmLabel={pending.confirmLabel} busy={busy} onConfirm={confirm} onCancel={() => setPending(null)}>
          <p>{pending.text}</p>
          <p>It takes effect from each visitor’s next page load.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
