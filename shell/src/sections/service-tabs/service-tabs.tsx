import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, servicePath, useHydrated } from '@tenants/shared/core';
import type { PageBlockOf } from '../../pages/content/block-types';
import { useServiceCards } from '../../pages/content/service-cards-data';
import { Section } from '../section/section';
import { ServiceCards } from '../service-cards/service-cards';
import './service-tabs.css';

/**
 * The home page's services tabs (WAI-ARIA tabs, automatic activation): Property, Corporate and
 * Non-Corporate, the first selected. Left and Right move between tabs (wrapping), Home and End jump to
 * the ends; only the selected tab is in the Tab order.
 *
 * Each tab is a link to its area's services page: before the page is live, and without JavaScript, that is
 * what it is (a list of links, the first area's panel under it), and once live it becomes the tab.
 */
export function ServiceTabs({ block }: { block: PageBlockOf<'serviceTabs'> }) {
  const serviceTabs = block.tabs;
  const cardFor = useServiceCards();
  const baseId = useId();
  const live = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onClick = (event: MouseEvent, index: number) => {
    // A click meant for a new tab or window opens the area's page there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSelected(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!live) return;
    const last = serviceTabs.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Section title={block.title} text={[block.text]} tone="grey" className="shell-tabs">
      <nav role={live ? 'tablist' : undefined} aria-label="Service areas" className="shell-tabs__list" onKeyDown={onKeyDown}>
        {serviceTabs.map((tab, index) => (
          <a
            key={tab.area}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={servicePath(tab.area)}
            id={`${baseId}-tab-${index}`}
            role={live ? 'tab' : undefined}
            aria-selected={live ? index === selected : undefined}
            aria-controls={live ? `${baseId}-panel-${index}` : undefined}
            tabIndex={live ? (index === selected ? 0 : -1) : undefined}
            className={`shell-tabs__tab${index === selected ? ' shell-tabs__tab--selected' : ''}`}
            onClick={live ? (event) => onClick(event, index) : undefined}
          >
            {tab.label}
          </a>
        ))}
      </nav>
      {serviceTabs.map((tab, index) => (
        <div
          key={tab.area}
          id={`${baseId}-panel-${index}`}
          role={live ? 'tabpanel' : undefined}
          aria-labelledby={live ? `${baseId}-tab-${index}` : undefined}
          hidden={index !== selected}
          className="shell-tabs__panel"
          tabIndex={live ? 0 : undefined}
        >
          <div className="shell-tabs__intro">
            <h3 className="shell-tabs__title">{tab.title}</h3>
            <p>{tab.text}</p>
            <Button to={servicePath(tab.area)} variant="secondary" className="shell-tabs__more">
              View {tab.label} Services
            </Button>
          </div>
          <ServiceCards cards={tab.highlights.flatMap((slug) => cardFor(`/${tab.area}/${slug}`) ?? [])} />
        </div>
      ))}
    </Section>
  );
}
