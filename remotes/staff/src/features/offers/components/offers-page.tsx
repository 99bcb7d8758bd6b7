import { useState, type FormEvent } from 'react';
import { notify, offerInputSchema, TextField, type StaffOffer } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDate } from '../../common/lib/format';
import { getOffers, saveOffer, setOfferState } from '../api/offers-api';

const stateLabels = { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' } as const;
type Form = { provider: string; title: string; description: string; code: string; link: string; expiresOn: string };
const empty: Form = { provider: '', title: '', description: '', code: '', link: '', expiresOn: '' };

/** /staff/offers: the member discounts, written, published and withdrawn here. */
export function OffersPage() {
  const { client, fail } = useStaff();
  const list = useLoad((signal) => getOffers(client, signal), [client]);
  const [editing, setEditing] = useState<StaffOffer | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (offer: StaffOffer, state: 'published' | 'withdrawn') => {
    setBusy(true);
    try {
      await setOfferState(client, offer.id, state);
      notify.success(state === 'published' ? `“${offer.title}” is published: members see it.` : `“${offer.title}” is withdrawn.`);
      list.reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: Array<Column<StaffOffer>> = [
    { header: 'Provider', rowHeader: true, cell: (o) => o.provider },
    { header: 'Offer', className: 'staff-table__break', cell: (o) => o.title },
    { header: 'Code or link', className: 'staff-table__break', cell: (o) => [o.code, o.link].filter(Boolean).join(' · ') },
    { header: 'Last day', className: 'staff-table__nowrap', cell: (o) => formatDate(`${o.expiresOn}T12:00:00Z`) },
    {
      header: 'State',
      cell: (o) => (
        <span className={`staff-badge staff-badge--${o.state === 'published' ? 'published' : o.state === 'draft' ? 'draft' : 'deactivated'}`}>
          {stateLabels[o.state]}
        </span>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (o) => (
        <div className="staff-actions--inline">
          <button type="button" className="staff-button staff-button--ghost" aria-label={`Edit ${o.title}`} onClick={() => setEditing(o)}>
            Edit
          </button>
          <button
            type="button"
            className="staff-button staff-button--ghost"
            disabled={busy}
            aria-label={`${o.state === 'published' ? 'Withdraw' : 'Publish'} ${o.title}`}
            onClick={() => void change(o, o.state === 'published' ? 'withdrawn' : 'published')}
          >
            {o.state === 'published' ? 'Withdraw' : 'Publish'}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Member discounts">
        <p className="staff-heading__intro">Course and service discounts for members. Members see the codes and links; visitors see that the offers exist.</p>
      </PageHeading>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.length} one="offer" many="offers" empty="No offers yet." />
      {list.data && list.data.length > 0 && <ListTable caption="Member discounts" hideCaption columns={columns} rows={list.data} rowKey={(o) => o.id} />}
      <OfferForm
        key={editing?.id ?? 'new'}
        offer={editing}
        onDone={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}

function OfferForm({ offer, onDone }: { offer: StaffOffer | null; onDone(): void }) {
  const { client, fail } = useStaff();
  const [form, setForm] = useState<Form>(
    offer
      ? { provider: offer.provider, title: offer.title, description: offer.description, code: offer.code, link: offer.link, expiresOn: offer.expiresOn }
      : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (key: keyof Form) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = offerInputSchema.safeParse(form);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0]) as keyof Form] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await saveOffer(client, offer?.id ?? null, checked.data);
      notify.success(offer ? 'Saved.' : 'Saved as a draft: publish it when it is ready.');
      if (!offer) setForm(empty);
      onDone();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form" onSubmit={submit} noValidate>
      <fieldset className="staff-fieldset">
        <legend className="staff-fieldset__legend">{offer ? `Edit “${offer.title}”` : 'New offer'}</legend>
        <TextField label="Provider" {...field('provider')} />
        <TextField label="What the discount is" hint="For example: 20% off IOSH Managing Safely." {...field('title')} />
        <TextField label="Details" multiline rows={3} {...field('description')} />
        <TextField label="Code" {...field('code')} />
        <TextField label="Link" hint="A web address starting with https://." {...field('link')} />
        <TextField label="Last day" type="date" {...field('expiresOn')} />
      </fieldset>
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        {offer && (
          <button type="button" className="staff-button staff-button--ghost" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
