import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ListFilter } from '../hooks/use-query-state';
import './filter-form.css';

interface Props {
  /** Names the form ("Filter enquiries"). */
  label: string;
  /** The search box's label, saying what it searches. */
  searchLabel: string;
  /** The keyword in the address, Search, and Clear filters (shown when one is set): `useQueryState`'s `filter`. */
  filter: ListFilter;
  /** The selects, which apply as they change. */
  children?: ReactNode;
}

/**
 * A list's search and filters. The keyword applies on Enter or Search (no search while typing, so a screen
 * reader's count announcement is not interrupted); selects apply at once. Both land in the address.
 */
export function FilterForm({ label, searchLabel, filter, children }: Props) {
  const { q, search: onSearch, clear: onClear } = filter;
  const [value, setValue] = useState(q);
  const inputId = useId();
  useEffect(() => setValue(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="staff-filters" role="search" aria-label={label} onSubmit={submit}>
      <div className="ui-field staff-field staff-filters__search">
        <label htmlFor={inputId} className="ui-field__label">
          {searchLabel}
        </label>
        <div className="staff-filters__search-row">
          <input
            id={inputId}
            className="ui-field__input"
            type="search"
            value={value}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="staff-button">
            Search
          </button>
        </div>
      </div>
      {children}
      {onClear && (
        <div className="staff-filters__clear">
          <button type="button" className="staff-button staff-button--ghost" onClick={onClear}>
            Clear filters
          </button>
        </div>
      )}
    </form>
  );
}
