import { useRef, type KeyboardEvent } from 'react';
import { articleCategories, type CategoryId } from '@tenants/shared/core';

export const tabId = (id: CategoryId) => `news-tab-${id}`;
export const panelId = 'news-listing-panel';

interface Props {
  selected: CategoryId;
  onSelect(id: CategoryId): void;
}

/**
 * News, Hot Topics, Insights as an ARIA tab list: one tab stop, arrow keys (and Home/End) move between the
 * tabs and select them, as the WAI-ARIA tabs pattern with automatic activation describes.
 */
export function CategoryTabs({ selected, onSelect }: Props) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = articleCategories.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    onSelect(articleCategories[target].id);
  };

  return (
    <div className="news-tabs" role="tablist" aria-label="Article categories">
      {articleCategories.map(({ id, name }, index) => (
        <button
          key={id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(id)}
          className="news-tabs__tab"
          aria-selected={id === selected}
          aria-controls={panelId}
          tabIndex={id === selected ? 0 : -1}
          onClick={() => id !== selected && onSelect(id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
