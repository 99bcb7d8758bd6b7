import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, servicePath } from '@tenants/shared/core';
import { serviceTabs, servicesSection } from '../../content/home';
import { cardFor } from '../../content/services';
import { Section } from '../section/section';
import { ServiceCards } from '../service-cards/service-cards';
import './service-tabs.css';

/**
 * The home page's services tabs (WAI-ARIA tabs, automatic activation): Property, Corporate and
 * Non-Corporate, the first selected. Left and Right move between tabs (wrapping), Home and End jump to
 * the ends; only the selected tab is in the Tab order.
 */
export function ServiceTabs() {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = serviceTabs.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Section title={servicesSection.title} text={[servicesSection.text]} tone="grey" className="shell-tabs">
      <div role="tablist" aria-label="Service areas" className="shell-tabs__list" onKeyDown={onKeyDown}>
        {serviceTabs.map((tab, index) => (
          <button
            key={tab.area}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="shell-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {serviceTabs.map((tab, index) => (
        <div
          key={tab.area}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className="shell-tabs__panel"
          tabIndex={0}
        >
          <div className="shell-tabs__intro">
            <h3 className="shell-tabs__title">{tab.title}</h3>
            <p>{tab.text}</p>
            <Button to={servicePath(tab.area)} variant="secondary" className="shell-tabs__more">
              View {tab.label} Services
            </Button>
          </div>
          <ServiceCards cards={tab.highlights.map((slug) => cardFor(`${tab.area}/${slug}`))} />
        </div>
      ))}
    </Section>
  );
}
