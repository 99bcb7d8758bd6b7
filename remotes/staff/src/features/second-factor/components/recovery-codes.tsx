import { useId, useState } from 'react';
import { useFocusHeading } from '../hooks/use-focus-heading';
import '../../gate/components/gate-screens.css';

/** The ten recovery codes, shown once: copy or download them, say they are saved, then go on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const heading = useFocusHeading<HTMLHeadingElement>();
  const checkId = useId();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'staff-recovery-codes.txt', hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className="staff-gate">
      <h1 ref={heading} tabIndex={-1} className="staff-heading__title">
        Save your recovery codes
      </h1>
      <p>If you lose your phone, each of these codes lets you in once. Keep them somewhere safe: they are not shown again.</p>
      <ol className="staff-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="staff-gate__actions">
        <button type="button" className="ui-button" onClick={() => void copy()}>
          Copy the codes
        </button>{' '}
        <button type="button" className="ui-button" onClick={download}>
          Download the codes
        </button>
      </p>
      <p role="status">{copied ? 'Copied.' : ''}</p>
      <p>
        <input id={checkId} type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />{' '}
        <label htmlFor={checkId}>I have saved them</label>
      </p>
      <p>
        <button type="button" className="ui-button ui-button--primary" disabled={!saved} onClick={onDone}>
          Continue to the staff area
        </button>
      </p>
    </section>
  );
}
