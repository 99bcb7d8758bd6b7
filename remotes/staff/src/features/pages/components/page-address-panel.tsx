import { TextField, type StaffPage } from '@tenants/shared';
import { inputIdOf, type PathErrors } from '../lib/draft-page';
import type { PageBusy } from '../hooks/use-page-editor';

interface Props {
  page: StaffPage;
  address: string;
  onAddress(address: string): void;
  errors: PathErrors;
  busy: PageBusy | null;
  onMove(address: string): void;
  onDelete(): void;
}

/** "Move or delete the page": a new address (the old one redirects to it), or the page deleted; each asked first. */
export function PageAddressPanel({ page, address, onAddress, errors, busy, onMove, onDelete }: Props) {
  return (
    <section className="staff-panel staff-pages__panel" aria-labelledby="pg-address-title">
      <h2 id="pg-address-title" className="staff-panel__title">
        Move or delete the page
      </h2>
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim() !== page.address) onMove(address.trim());
        }}
      >
        <TextField
          id={inputIdOf('address')}
          label="Address"
          value={address}
          aria-describedby="pg-address-hint"
          error={errors.address}
          onChange={(e) => onAddress(e.target.value)}
        />
        <p id="pg-address-hint" className="staff-field__hint staff-field__hint--after">
          The old address will redirect to the new one (permanently), so links to it keep working.
        </p>
        {page.redirects.length > 0 && <p className="staff-muted">Old addresses that redirect here: {page.redirects.join(', ')}</p>}
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--ghost" disabled={busy !== null || address.trim() === page.address}>
            {busy === 'address' ? 'Moving…' : 'Change address'}
          </button>
          <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={onDelete}>
            {busy === 'delete' ? 'Deleting…' : 'Delete page'}
          </button>
        </div>
      </form>
    </section>
  );
}
