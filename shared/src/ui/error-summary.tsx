import { errorSummaryId } from '../server/html-forms';

export interface ErrorSummaryItem {
  /** The field's id: the link moves to it. */
  field: string;
  message: string;
}

/**
 * GOV.UK's error summary, at the top of a form refused without JavaScript: "There is a problem", the form's
 * own message, and a link to each refused field with its message (also shown beside the field). The address
 * the server sends the visitor to ends in its id, so the page opens at it.
 */
export function ErrorSummary({ items, message }: { items: ErrorSummaryItem[]; message?: string }) {
  if (!items.length && !message) return null;
  return (
    <div id={errorSummaryId} className="ui-error-summary" tabIndex={-1} aria-labelledby={`${errorSummaryId}-title`}>
      <h2 id={`${errorSummaryId}-title`} className="ui-error-summary__title">
        There is a problem
      </h2>
      {message && <p className="ui-error-summary__message">{message}</p>}
      {items.length > 0 && (
        <ul className="ui-error-summary__list">
          {items.map(({ field, message: text }) => (
            <li key={field}>
              <a href={`#${field}`}>{text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
