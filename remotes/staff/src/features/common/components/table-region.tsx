import { useId, type ReactNode } from 'react';
import './list-table.css';

interface Props {
  caption: ReactNode;
  /** Hide the caption visually (the page's heading already says what the table is). */
  hideCaption?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A data table in a region that scrolls sideways on a narrow screen (WCAG 1.4.10 allows it for data tables).
 * The region is named by the caption and can take focus, so a keyboard user can scroll it with the arrows.
 */
export function TableRegion({ caption, hideCaption, children, className }: Props) {
  const captionId = useId();
  return (
    <div className="staff-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={['staff-table', className].filter(Boolean).join(' ')}>
        <caption id={captionId} className={hideCaption ? 'ui-visually-hidden' : 'staff-table__caption'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
