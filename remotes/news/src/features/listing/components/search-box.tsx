import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@tenants/shared/core';

/** docs/product/news.md: the keyword is applied after a 500 ms pause in typing. */
export const searchDebounceMs = 500;

interface Props {
  keyword: string;
  onSearch(keyword: string): void;
}

/**
 * The search box keeps what is typed locally and hands the trimmed keyword over after a pause. A keyword
 * that changes from outside (back and forward) replaces the text, unless it only differs by spaces the
 * visitor is still typing.
 */
export function SearchBox({ keyword, onSearch }: Props) {
  const [value, setValue] = useState(keyword);
  // Read-only in the server's HTML until the page is hydrated: what was typed before would be lost.
  const hydrated = useHydrated();
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    setValue((current) => (current.trim() === keyword ? current : keyword));
  }, [keyword]);

  useEffect(() => {
    const next = value.trim();
    if (next === keyword) return undefined;
    const timer = setTimeout(() => onSearchRef.current(next), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [value, keyword]);

  return (
    <form className="news-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="ui-visually-hidden" htmlFor="news-search-input">
        Search articles
      </label>
      <input
        id="news-search-input"
        className="news-search__input"
        type="search"
        placeholder="Search article or keyword..."
        autoComplete="off"
        value={value}
        maxLength={200}
        readOnly={!hydrated}
        onChange={(event) => setValue(event.target.value)}
      />
      <svg className="news-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </form>
  );
}
