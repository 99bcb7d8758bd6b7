import { useState } from 'react';
import { listSourceLabel, mailingListLabels, notify, type MailingList } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { Pager } from '../../common/components/pager';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDate } from '../../common/lib/format';
import { getUnconfirmed, resendConfirmation } from '../api/subscribers-api';
import { refusal } from './subscriber-refusal';

type Entry = Awaited<ReturnType<typeof getUnconfirmed>>['items'][number];

/** The list's unconfirmed addresses, each with a button that sends its confirmation again. */
export function Unconfirmed({ list, version }: { list: MailingList; version: number }) {
  const { client, fail } = useStaff();
  const [page, setPage] = useState(1);
  const entries = useLoad((signal) => getUnconfirmed(client, list, page, signal), [client, list, page, version]);
  const [busy, setBusy] = useState<string | null>(null);
  // What the last resend came to, in words beside the table (a refusal too, not only a toast).
  const [outcome, setOutcome] = useState('');

  const resend = async (entry: Entry) => {
    setBusy(entry.id);
    try {
      const { message } = await resendConfirmation(client, list, entry.id);
      setOutcome(`${entry.address}: ${message}`);
      notify.success(message);
    } catch (failure) {
      const message = refusal(failure);
      if (message) setOutcome(`${entry.address}: ${message}`);
      else fail(failure);
    } finally {
      setBusy(null);
    }
  };

  const columns: Array<Column<Entry>> = [
    { header: 'E-mail', rowHeader: true, className: 'staff-table__break', cell: (entry) => entry.address },
    { header: 'Source', cell: (entry) => listSourceLabel(list, entry.source) },
    { header: 'Added', className: 'staff-table__nowrap', cell: (entry) => formatDate(entry.createdAt) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (entry) => (
        <button
          type="button"
          className="staff-button staff-button--ghost"
          disabled={busy !== null}
          aria-label={`Send the confirmation again to ${entry.address}`}
          onClick={() => void resend(entry)}
        >
          {busy === entry.id ? 'Sending…' : 'Send the confirmation again'}
        </button>
      ),
    },
  ];

  return (
    <section className="staff-panel" aria-labelledby="staff-subscriber-waiting">
      <h2 id="staff-subscriber-waiting" className="staff-panel__title">
        Waiting for confirmation
      </h2>
      <ListStatus
        loading={entries.loading}
        failed={entries.failed}
        total={entries.data?.total}
        one="address"
        many="addresses"
        empty="Nobody is waiting to confirm."
      />
      <p className="staff-status" role="status">
        {outcome}
      </p>
      {entries.data && entries.data.items.length > 0 && (
        <ListTable
          caption={`${mailingListLabels[list]}: waiting for confirmation`}
          hideCaption
          columns={columns}
          rows={entries.data.items}
          rowKey={(entry) => entry.id}
        />
      )}
      {entries.data && <Pager page={entries.data.page} totalPage={entries.data.totalPage} of="addresses" onPage={setPage} />}
    </section>
  );
}
