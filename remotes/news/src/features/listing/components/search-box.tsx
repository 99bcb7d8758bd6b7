import { useEffect, useRef, useState } from 'react';
import { paths, useTypedBeforeLive, type CategoryId } from '@tenants/shared/core';

/** docs/product/news.md: the keyword is applied after a 500 ms pause in typing. */
export const searchDebounceMs = 500;

interface Props {
  keyword: string;
  /** Kept when the search is sent without JavaScript (a GET of /news with the form's fields). */
  categoryId: CategoryId;
  onSearch(keyword: string): void;
}

/**
 * The search box keeps what is typed locally and hands the trimmed keyword over after a pause. A keyword
 * that changes from outside (back and forward) replaces the text, unless it only differs by spaces the
 * visitor is still typing.
 *
 * A real search form: before the page is live, and without JavaScript, Enter sends it as a GET of
 * `/news?keyword=…&category=…`, which the server draws (page 1). Once live, it searches as the visitor types.
 */
export function SearchBox({ keyword, categoryId, onSearch }: Props) {
  const [value, setValue] = useState(keyword);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // What was typed into the server's HTML before the page was live.
  useTypedBeforeLive(inputRef, setValue);

  // Only a keyword that changes from outside: the one the box was drawn with may be followed by what was typed before the page was live.
  const shownKeyword = useRef(keyword);
  useEffect(() => {
    if (shownKeyword.current === keyword) return;
    shownKeyword.current = keyword;
    setValue((current) => (current.trim() === keyword ? current : keyword));
  }, [keyword]);

  useEffect(() => {
    const next = value.trim();
    if (next === keyword) return undefined;
    const timer = setTimeout(() => onSearchRef.current(next), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [value, keyword]);

  return (
    <form
      className="news-search"
      role="search"
      method="get"
      action={paths.news}
      onSubmit={(event) => {
        // With script the list follows the typing; Enter or the button searches at once, without the wait.
        event.preventDefault();
        if (value.trim() !== keyword) onSearchRef.current(value.trim());
      }}
    >
      <input type="hidden" name="category" value={categoryId} />
      <label className="ui-visually-hidden" htmlFor="news-search-input">
        Search articles
      </label>
      <input
        ref={inputRef}
        id="news-search-input"
        className="news-search__input"
        type="search"
        name="keyword"
        placeholder="Search article or keyword..."
        autoComplete="off"
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
      />
      {/* A form needs a way to send it that is not only Enter (WCAG H32). */}
      <button className="news-search__submit" type="submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
