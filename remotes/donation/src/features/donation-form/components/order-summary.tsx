import { useId } from 'react';
import { formatPounds } from '../lib/donation-form-state';

interface Props {
  amount: number;
  product: string;
  onChange(): void;
}

/** The amount being given, beside the billing and card steps, with a way back to change it. */
export function OrderSummary({ amount, product, onChange }: Props) {
  const id = useId();
  return (
    <aside className="donation-summary" aria-labelledby={id}>
      <h3 id={id} className="donation-summary__title">
        Your donation
      </h3>
      <p className="donation-summary__amount">{formatPounds(amount)}</p>
      <p className="donation-summary__note">A one-off gift to {product}, paid by card.</p>
      <button type="button" className="donation-link" onClick={onChange}>
        Change amount
      </button>
    </aside>
  );
}
