import { useId, useState } from 'react';
import { Button } from '@tenants/shared/core';
import type { Connect } from '../../screen/api/load-shared-api';

/** The file the member's data is saved as. */
export const dataFileName = 'my-data.json';

/**
 * "Download my data": everything kept about the member, as JSON (UK GDPR Art. 15 and 20). The call carries
 * the session's token (a plain link could not), so the answer is saved through a Blob and a temporary link.
 */
export function DownloadData({ connect }: { connect: Connect }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      const { api, client } = await connect();
      api.saveFile(await api.downloadMyData(client), dataFileName);
      setOutcome({ ok: true, text: `Your data is saved as ${dataFileName}.` });
    } catch {
      setOutcome({ ok: false, text: 'Sorry, your data could not be downloaded. Please try again later.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        Download my data
      </h2>
      <p className="account-data__text">
        A copy of what we keep about you: your details, your e-mail list consents, your enquiries and your donations, as a JSON file.
      </p>
      <Button variant="secondary" className="account-data__button" onClick={download} disabled={busy} aria-describedby={`${id}-outcome`}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <p id={`${id}-outcome`} role="status" className={outcome && !outcome.ok ? 'account-data__notice account-data__notice--problem' : 'account-data__notice'}>
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
