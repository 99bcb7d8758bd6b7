import { useState } from 'react';
import { notify } from '@tenants/shared';
import { useStaff } from '../hooks/staff-context';
import { downloadFile } from '../lib/download';

interface Props {
  path: string;
  params: Record<string, string>;
  fileName: string;
  label?: string;
}

/** "Download CSV" of what the list shows (its filter, every page): fetched with the token, saved as a file. */
export function DownloadButton({ path, params, fileName, label = 'Download CSV' }: Props) {
  const { client, fail } = useStaff();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(client, path, params, fileName);
      notify.success(`Downloaded ${name}.`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="staff-button staff-button--ghost" onClick={download} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Preparing CSV…' : label}
    </button>
  );
}
