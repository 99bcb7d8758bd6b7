import { TextField } from '@tenants/shared';

interface Props {
  /** The two fields' labels ("From" / "To", "Joined from" / "Joined to"). */
  fromLabel: string;
  toLabel: string;
  /** The days as yyyy-mm-dd, or '' when not set. */
  from: string;
  to: string;
  onFrom(value: string): void;
  onTo(value: string): void;
}

/** A filter's pair of date inputs, each bounded by the other so the range cannot run backwards. */
export function DateRangeFields({ fromLabel, toLabel, from, to, onFrom, onTo }: Props) {
  return (
    <>
      <TextField className="staff-field" label={fromLabel} type="date" value={from} max={to || undefined} onChange={(event) => onFrom(event.target.value)} />
      <TextField className="staff-field" label={toLabel} type="date" value={to} min={from || undefined} onChange={(event) => onTo(event.target.value)} />
    </>
  );
}
