import { useEffect, useState } from 'react';
import { mailingListLabels, type MailingList } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { formatDateTimeZone, plural } from '../../common/lib/format';
import { getListCounts } from '../../lists/api/lists-api';

interface Props {
  subject: string;
  list: MailingList;
  /** When scheduling: the time it goes; sending now has none. */
  at?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asked before a newsletter is sent or scheduled: names the list and how many confirmed readers it has now
 * (asked when the dialog opens; left out while asked or if it cannot be), since a send cannot be taken back.
 */
export function SendDialog({ subject, list, at, onConfirm, onCancel }: Props) {
  const { client } = useStaff();
  const [recipients, setRecipients] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getListCounts(client, controller.signal).then(
      (lists) => setRecipients(lists.find((entry) => entry.list === list)?.counts.confirmed ?? null),
      () => setRecipients(null),
    );
    return () => controller.abort();
  }, [client, list]);
  const scheduling = at !== undefined;
  return (
    <ConfirmDialog
      title={scheduling ? `Schedule “${subject.trim()}”?` : `Send “${subject.trim()}” now?`}
      confirmLabel={scheduling ? 'Schedule' : 'Send now'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        It goes to everyone confirmed on the {mailingListLabels[list] ?? list} list{scheduling ? ` on ${formatDateTimeZone(at)}` : ''}.
        {recipients !== null && ` That is ${plural(recipients, 'reader', 'readers')} now${scheduling ? ', and whoever confirms before then' : ''}.`} Once sent
        it cannot be taken back. You will be asked to confirm it is you.
      </p>
    </ConfirmDialog>
  );
}
