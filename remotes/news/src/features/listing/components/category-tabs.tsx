import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { articleCategories, useHydrated, type CategoryId } from '@tenants/shared/core';
import { isPlainClick } from '../lib/plain-click';

export const tabId = (id: CategoryId) => `news-tab-${id}`;
export const panelId = 'news-listing-panel';

interface Props {
  selected: CategoryId;
  onSelect(id: CategoryId): void;
  /** The listing's address with this category (page 1, the keyword kept). */
  hrefFor(id: CategoryId): string;
}

/**
 * News, Hot Topics, Insights as an ARIA tab list: one tab stop, arrow keys (and Home/End) move between the
 * tabs and select them, as the WAI-ARIA tabs pattern with automatic activation describes.
 *
 * Each tab is a link to its category's own address (`/news?page=1&category=2`), which the server draws:
 * before the page is live, and without JavaScript, they are what they are, links (the current one marked),
 * and once live they become the tabs, selecting without reloading the page.
 */
export function CategoryTabs({ selected, onSelect, hrefFor }: Props) {
  const live = useHydrated();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = articleCategories.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    onSelect(articleCategories[target].id);
  };
  const onClick = (event: MouseEvent, id: CategoryId) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (id !== selected) onSelect(id);
  };

  return (
    <nav className="news-tabs" role={live ? 'tablist' : undefined} aria-label="Article categories">
      {articleCategories.map(({ id, name }, index) => (
        <a
          key={id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          href={hrefFor(id)}
          role={live ? 'tab' : undefined}
          id={tabId(id)}
          className="news-tabs__tab"
          aria-selected={live ? id === selected : undefined}
          aria-current={!live && id === selected ? 'page' : undefined}
          aria-controls={live ? panelId : undefined}
          tabIndex={live ? (id === selected ? 0 : -1) : undefined}
          onClick={live ? (event) => onClick(event, id) : undefined}
          onKeyDown={live ? (event) => onKeyDown(event, index) : undefined}
        >
          {name}
        </a>
      ))}
    </nav>
  );
}
