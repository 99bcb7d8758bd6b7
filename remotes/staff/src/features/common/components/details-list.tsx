import type { ReactNode } from 'react';
import './details-list.css';

/** A record's fields as term and value, one row each (an enquiry's answers, a member's details). */
export function DetailsList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="staff-details">
      {rows.map(([term, value]) => (
        <div key={term} className="staff-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
